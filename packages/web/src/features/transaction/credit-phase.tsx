import { useTranslation } from 'react-i18next';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import { PhasePanel } from './phase-panel.js';
import type { CreditPhase } from '@tvmscan/api/contract';

export function CreditPhasePanel({ phase }: { phase: CreditPhase }) {
  const { t } = useTranslation('transaction');
  return (
    <PhasePanel
      title={t('tabs.credit-ph')}
      items={[
        { key: 'dueFeesCollected', label: t('phases.dueFeesCollected'), value: <AmountValue nano={phase.dueFeesCollected} /> },
        { key: 'credit', label: t('phases.credit'), value: <AmountValue nano={phase.credit} /> },
      ]}
    />
  );
}
