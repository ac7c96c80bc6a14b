import { useTranslation } from 'react-i18next';
import type { Action, TraceResponse, TransactionDetails } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount } from '../../shared/format/index.js';
import { ActionList, outcomeText } from './action-list.js';
import { actionSentence, headlineAction } from './action-sentence.js';
import { useTransactionTrace } from './action-queries.js';
import styles from './actions.module.css';

/**
 * The transaction page's opening line: what the transaction and its trace did, told by the trace's most telling
 * action ("Sent 3,354.100395451 WEVER to 0:ab…cd"), the fees the trace paid and whether that step succeeded, and the
 * trace's other actions behind a disclosure. Nothing
 * while the trace loads, when it cannot be read, or when the transaction was indexed without traces.
 */
export function TransactionSummary({ transaction }: { transaction: TransactionDetails }) {
  const { t } = useTranslation('actions');
  const trace = useTransactionTrace(transaction.hash);
  if (trace.isPending) return <p className={styles.summary} aria-hidden="true" />;
  if (trace.data === undefined || trace.data.trace === null) return null;
  return (
    <section className={styles.summary} aria-label={t('summary.label')}>
      <TraceStory trace={trace.data} />
    </section>
  );
}

function TraceStory({ trace }: { trace: TraceResponse }) {
  const { t } = useTranslation('actions');
  const native = useNetworkConfig();
  const headline = headlineAction(trace.actions);
  const others = trace.actions.filter((action) => action !== headline);
  const fees = trace.transactions.reduce((sum, transaction) => sum + BigInt(transaction.totalFees), 0n);
  return (
    <>
      <span className={styles.sentence}>{headline === undefined ? t('summary.none') : actionSentence(headline, t, native)}</span>
      <span className={styles.facts}>
        <span>{t('summary.fee', { fee: `${formatAmount(fees, native.decimals)} ${native.tokenSymbol}` })}</span>
        {headline !== undefined && <Outcome action={headline} />}
        {trace.trace?.complete === false && <span>{t('summary.growing')}</span>}
      </span>
      {others.length > 0 && (
        <details className={styles.more}>
          <summary>{t('summary.more', { count: others.length })}</summary>
          <ActionList actions={others} name="trace" />
        </details>
      )}
    </>
  );
}

function Outcome({ action }: { action: Action }) {
  const { t } = useTranslation('actions');
  if (action.success) return <span>{t('summary.success')}</span>;
  return <span className={styles.failed}>{outcomeText(action.failure?.exitCode ?? action.failure?.resultCode ?? null, t)}</span>;
}
