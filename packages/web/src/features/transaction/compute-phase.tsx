import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { yesNo } from '../../shared/detail-page/yes-no.js';
import { DASH, groupThousands } from '../../shared/format/index.js';
import { ExplainedCodeText } from './explained-code.js';
import { PhasePanel } from './phase-panel.js';
import { SkippedBadge } from '../../shared/ui/transaction-status-badge.js';
import type { ComputePhase } from '@tvmscan/api/contract';

type ComputePhaseVm = Extract<ComputePhase, { kind: 'Vm' }>;
import { explainExitCode } from './transaction-outcome.js';

/** The compute phase: Skipped with its reason, or Vm with every field (spec 000 §2). */
export function ComputePhasePanel({ phase }: { phase: ComputePhase }) {
  const { t } = useTranslation('transaction');
  const { t: tDetails } = useTranslation('details');
  const items: DetailItem[] =
    phase.kind === 'Skipped'
      ? [
          { key: 'type', label: t('phases.computeType'), value: <SkippedBadge /> },
          { key: 'reason', label: t('phases.skipReason'), value: t(`skipReasons.${phase.reason}`) },
        ]
      : vmItems(phase, t, tDetails);
  return <PhasePanel title={t('tabs.compute-ph')} items={items} />;
}

function vmItems(phase: ComputePhaseVm, t: TFunction<'transaction'>, tDetails: TFunction<'details'>): DetailItem[] {
  return [
    { key: 'type', label: t('phases.computeType'), value: t('computeTypes.Vm') },
    { key: 'success', label: t('phases.success'), value: yesNo(tDetails, phase.success) },
    { key: 'gasLimit', label: t('phases.gasLimit'), value: groupThousands(phase.gasLimit) },
    { key: 'gasUsed', label: t('phases.gasUsed'), value: groupThousands(phase.gasUsed) },
    { key: 'gasFees', label: t('phases.gasFees'), value: <AmountValue nano={phase.gasFees} /> },
    { key: 'gasCredit', label: t('phases.gasCredit'), value: phase.gasCredit === null ? DASH : groupThousands(String(phase.gasCredit)) },
    { key: 'msgStateUsed', label: t('phases.msgStateUsed'), value: yesNo(tDetails, phase.msgStateUsed) },
    { key: 'accountActivated', label: t('phases.accountActivated'), value: yesNo(tDetails, phase.accountActivated) },
    { key: 'mode', label: t('phases.mode'), value: phase.mode },
    { key: 'exitCode', label: t('phases.exitCode'), value: <ExplainedCodeText code={explainExitCode(phase.exitCode)} /> },
    { key: 'exitArg', label: t('phases.exitArg'), value: phase.exitArg ?? DASH },
    { key: 'vmSteps', label: t('phases.vmSteps'), value: groupThousands(String(phase.vmSteps)) },
    { key: 'vmInitStateHash', label: t('phases.vmInitStateHash'), value: <HashValue value={phase.vmInitStateHash} /> },
    { key: 'vmFinalStateHash', label: t('phases.vmFinalStateHash'), value: <HashValue value={phase.vmFinalStateHash} /> },
  ];
}
