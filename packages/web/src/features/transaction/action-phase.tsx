import { useTranslation } from 'react-i18next';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { yesNo } from '../../shared/detail-page/yes-no.js';
import { DASH } from '../../shared/format/index.js';
import { ExplainedCodeText } from './explained-code.js';
import { PhasePanel } from './phase-panel.js';
import type { ActionPhase } from '@tvmscan/api/contract';
import { explainResultCode } from './transaction-outcome.js';

export function ActionPhasePanel({ phase }: { phase: ActionPhase }) {
  const { t } = useTranslation('transaction');
  const { t: tDetails } = useTranslation('details');
  return (
    <PhasePanel
      title={t('tabs.action-ph')}
      items={[
        { key: 'success', label: t('phases.success'), value: yesNo(tDetails, phase.success) },
        { key: 'valid', label: t('phases.valid'), value: yesNo(tDetails, phase.valid) },
        { key: 'noFunds', label: t('phases.noFunds'), value: yesNo(tDetails, phase.noFunds) },
        { key: 'statusChange', label: t('phases.statusChange'), value: t(`statusChanges.${phase.statusChange}`) },
        { key: 'totalFwdFees', label: t('phases.totalFwdFees'), value: <AmountValue nano={phase.totalFwdFees} /> },
        { key: 'totalActionFees', label: t('phases.totalActionFees'), value: <AmountValue nano={phase.totalActionFees} /> },
        { key: 'resultCode', label: t('phases.resultCode'), value: <ExplainedCodeText code={explainResultCode(phase.resultCode)} /> },
        { key: 'resultArg', label: t('phases.resultArg'), value: phase.resultArg ?? DASH },
        { key: 'totActions', label: t('phases.totActions'), value: phase.totActions },
        { key: 'specActions', label: t('phases.specActions'), value: phase.specActions },
        { key: 'skippedActions', label: t('phases.skippedActions'), value: phase.skippedActions },
        { key: 'msgsCreated', label: t('phases.msgsCreated'), value: phase.msgsCreated },
        { key: 'actionListHash', label: t('phases.actionListHash'), value: <HashValue value={phase.actionListHash} /> },
      ]}
    />
  );
}
