import { bytesToHex } from '../../util/hex.js';
import type { Account } from './account.js';
import type { AccountStatus } from './account-status.js';

/** The status an account is in: `nonexist` for account_none. */
export function accountStatusOf(account: Account | null): AccountStatus {
  if (account === null) return 'nonexist';
  return account.storage.state.kind;
}

/**
 * The hash of an active account's code, or null. The level-0 hash is the code's own hash even when
 * the code is pruned out of a Merkle proof.
 */
export function accountCodeHash(account: Account | null): string | null {
  if (account === null || account.storage.state.kind !== 'active') return null;
  const { code } = account.storage.state.stateInit;
  return code === null ? null : bytesToHex(code.hash(0));
}
