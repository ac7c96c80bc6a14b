import { useTranslation } from 'react-i18next';
import { yesNo } from '../../shared/detail-page/yes-no.js';
import { PhasePanel } from './phase-panel.js';

/** The final state: whether the transaction destroyed the account. */
export function FinalPhasePanel({ destroyed }: { destroyed: boolean }) {
  const { t } = useTranslation('transaction');
  const { t: tDetails } = useTranslation('details');
  return <PhasePanel title={t('tabs.final-ph')} items={[{ key: 'destroyed', label: t('phases.destroyed'), value: yesNo(tDetails, destroyed) }]} />;
}
