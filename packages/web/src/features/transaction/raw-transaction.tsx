import { useTranslation } from 'react-i18next';
import styles from '../../shared/detail-page/detail-page.module.css';
import { base64ByteLength } from './base64-size.js';
import { useTransactionBoc } from './use-transaction.js';

/** The transaction's BOC in base64 with its size, fetched when the expanded details first open. */
export function RawTransaction({ hash }: { hash: string }) {
  const { t } = useTranslation('transaction');
  const { t: tCommon } = useTranslation();
  const raw = useTransactionBoc(hash);
  return (
    <section aria-label={t('raw.label')}>
      <h2 className={styles.panelTitle}>
        {t('raw.label')}
        {raw.data !== undefined && ` · ${t('raw.size', { bytes: base64ByteLength(raw.data) })}`}
      </h2>
      {raw.isPending ? (
        <p role="status">{tCommon('states.loading')}</p>
      ) : raw.isError ? (
        <p>{t('raw.failed')}</p>
      ) : (
        <pre className={styles.pre} tabIndex={0}>
          {raw.data}
        </pre>
      )}
    </section>
  );
}
