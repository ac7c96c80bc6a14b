import { useTranslation } from 'react-i18next';
import type { TransactionDetails } from '@tvmscan/api/contract';
import styles from '../../shared/detail-page/detail-page.module.css';
import { useCodeMeaning } from './explained-code.js';
import { transactionOutcome } from './transaction-outcome.js';

/** The warning or error of an aborted transaction (spec 000 §4); nothing for a successful one. */
export function TransactionNotice({ transaction }: { transaction: TransactionDetails }) {
  const { t } = useTranslation('transaction');
  const outcome = transactionOutcome(transaction);
  const meaning = useCodeMeaning(outcome.kind === 'error' ? outcome.cause : null);
  if (outcome.kind === 'ok') return null;
  if (outcome.kind === 'uninitWarning') {
    return (
      <p className={styles.warning} role="status">
        <strong>{t('notice.warning')}: </strong>
        {t('notice.uninitialized')}
      </p>
    );
  }
  const { cause } = outcome;
  const { compute } = transaction.description;
  const text =
    cause === null
      ? compute?.kind === 'Skipped'
        ? t('notice.skipped', { reason: t(`skipReasons.${compute.reason}`) })
        : t('notice.aborted')
      : t(cause.source === 'exit' ? 'notice.exitCode' : 'notice.resultCode', {
          code: cause.code,
          meaning: meaning ?? t('notice.unknownCode'),
        });
  return (
    <p className={styles.error} role="alert">
      <strong>{t('notice.error')}: </strong>
      {text}
    </p>
  );
}
