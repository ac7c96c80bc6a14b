import { useTranslation } from 'react-i18next';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import { PhasePanel } from './phase-panel.js';
import type { StoragePhase } from '@tvmscan/api/contract';

export function StoragePhasePanel({ phase }: { phase: StoragePhase }) {
  const { t } = useTranslation('transaction');
  return (
    <PhasePanel
      title={t('tabs.storage-ph')}
      items={[
        { key: 'feesCollected', label: t('phases.storageFeesCollected'), value: <AmountValue nano={phase.storageFeesCollected} /> },
        { key: 'feesDue', label: t('phases.storageFeesDue'), value: <AmountValue nano={phase.storageFeesDue} /> },
        { key: 'statusChange', label: t('phases.statusChange'), value: t(`statusChanges.${phase.statusChange}`) },
      ]}
    />
  );
}
