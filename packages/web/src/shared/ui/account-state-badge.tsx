import { useTranslation } from 'react-i18next';
import type { AccountStateName } from '@tvmscan/api/contract';
import { StatusBadge, type BadgeTone } from './status-badge.js';

const STATE_TONES: Record<AccountStateName, BadgeTone> = {
  Active: 'success',
  Uninit: 'neutral',
  Frozen: 'info',
  Deleted: 'failure',
  NonExist: 'neutral',
};

/** An account state as a coloured pill, with the one label every screen uses. */
export function AccountStateBadge({ state }: { state: AccountStateName }) {
  const { t } = useTranslation('entities');
  return <StatusBadge tone={STATE_TONES[state]}>{t(`accountStates.${state}`)}</StatusBadge>;
}
