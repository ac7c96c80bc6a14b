import { useTranslation } from 'react-i18next';
import { AmountValue } from '../../shared/detail-page/amount-value.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { groupThousands } from '../../shared/format/index.js';
import { PhasePanel } from './phase-panel.js';
import type { BouncePhase } from '@tvmscan/api/contract';

/** The bounce phase: its kind; Nofunds and Ok with the message size, Nofunds the required forward fees, Ok the fees. */
export function BouncePhasePanel({ phase }: { phase: BouncePhase }) {
  const { t } = useTranslation('transaction');
  const items: DetailItem[] = [{ key: 'kind', label: t('phases.bounceKind'), value: t(`bounceKinds.${phase.kind}`) }];
  if (phase.kind !== 'Negfunds') {
    items.push(
      { key: 'msgSizeCells', label: t('phases.msgSizeCells'), value: groupThousands(String(phase.msgSize.cells)) },
      { key: 'msgSizeBits', label: t('phases.msgSizeBits'), value: groupThousands(String(phase.msgSize.bits)) },
    );
  }
  if (phase.kind === 'Nofunds') {
    items.push({ key: 'reqFwdFees', label: t('phases.reqFwdFees'), value: <AmountValue nano={phase.reqFwdFees} /> });
  }
  if (phase.kind === 'Ok') {
    items.push(
      { key: 'msgFees', label: t('phases.msgFees'), value: <AmountValue nano={phase.msgFees} /> },
      { key: 'fwdFees', label: t('phases.fwdFees'), value: <AmountValue nano={phase.fwdFees} /> },
    );
  }
  return <PhasePanel title={t('tabs.bounce-ph')} items={items} />;
}
