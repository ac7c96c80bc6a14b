import { useTranslation } from 'react-i18next';
import type { SentMessage } from '../../shared/session/wallet-context.js';
import { MessageLink, TransactionLink } from '../../shared/detail-page/chain-links.js';
import { TransactionSummary } from '../actions/transaction-summary.js';
import { TransactionBodies } from '../transaction/transaction-bodies.js';
import type { AbiFunction } from './executor-abi.js';
import styles from './executor.module.css';
import { FunctionOutput } from './function-output.js';
import { useLandedTransaction } from './use-landed-transaction.js';

/**
 * A sent message: its transaction linked once the explorer has indexed it, with what its trace did and the bodies a
 * known ABI reads (calls, answers, events with their arguments); the message it carried; any output decoded by the ABI.
 */
export function SentOutcome({ fn, sent }: { fn: AbiFunction; sent: SentMessage }) {
  const { t } = useTranslation('executor');
  const landed = useLandedTransaction(sent.transactionHash);
  const transaction = landed.data ?? null;
  return (
    <div className={styles.sent}>
      {transaction ? (
        <p>
          {t('output.transaction')}: <TransactionLink hash={transaction.hash} full />
        </p>
      ) : (
        <p className={styles.note} role="status">
          {t('output.waiting')}
        </p>
      )}
      {sent.messageHash && (
        <p>
          {t('output.message')}: <MessageLink hash={sent.messageHash} full />
        </p>
      )}
      {transaction && <TransactionSummary transaction={transaction} />}
      {transaction && <TransactionBodies transaction={transaction} />}
      {sent.output !== undefined && (
        <FunctionOutput fn={fn} exitCode={transaction?.exitCode ?? null} output={(sent.output ?? null) as Record<string, unknown> | null} />
      )}
    </div>
  );
}
