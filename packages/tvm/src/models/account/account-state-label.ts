import type { AccountStatus } from './account-status.js';

/** The account state labels of the specification (000 §3); NonExist is the default. */
export type AccountStateLabel = 'NonExist' | 'Uninit' | 'Active' | 'Frozen' | 'Deleted';

const LABEL_BY_STATUS: Record<AccountStatus, AccountStateLabel> = {
  uninit: 'Uninit',
  active: 'Active',
  frozen: 'Frozen',
  nonexist: 'NonExist',
};

/**
 * The label for an account status. An account that does not exist is `Deleted` when it did exist
 * before (`deleted`: a transaction took it from an existing status to nonexist), else `NonExist`,
 * which is also the label when the status is unknown.
 */
export function accountStateLabel(status: AccountStatus | null | undefined, deleted = false): AccountStateLabel {
  if (status == null) return 'NonExist';
  if (status === 'nonexist' && deleted) return 'Deleted';
  return LABEL_BY_STATUS[status];
}
