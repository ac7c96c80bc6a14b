import { useTranslation } from 'react-i18next';
import { StatusBadge } from './status-badge.js';

/** Whether a transaction succeeded or was aborted, as a coloured pill. */
export function TransactionStatusBadge({ aborted }: { aborted: boolean }) {
  const { t } = useTranslation('entities');
  return aborted ? (
    <StatusBadge tone="failure">{t('statuses.aborted')}</StatusBadge>
  ) : (
    <StatusBadge tone="success">{t('statuses.success')}</StatusBadge>
  );
}

/** A phase that did not run (the compute phase's Skipped), as a grey pill. */
export function SkippedBadge() {
  const { t } = useTranslation('entities');
  return <StatusBadge tone="neutral">{t('statuses.skipped')}</StatusBadge>;
}
