import type { Account } from '../models/account/account.js';
import type { AccountStatus } from '../models/account/account-status.js';
import { accountCodeHash, accountStatusOf } from '../models/account/account-facts.js';
import { formatRawAddress } from '../models/message/format-raw-address.js';

/** An account as the explorer shows it (ARCHITECTURE §3). */
export interface AccountView {
  address: string | null;
  balance: bigint;
  status: AccountStatus;
  codeHash: string | null;
  lastTransLt: bigint | null;
  storageUsed: { cells: bigint; bits: bigint } | null;
  lastPaid: number | null;
}

export function accountView(account: Account | null): AccountView {
  return {
    address: account === null ? null : formatRawAddress(account.address),
    balance: account?.storage.balance.coins ?? 0n,
    status: accountStatusOf(account),
    codeHash: accountCodeHash(account),
    lastTransLt: account?.storage.lastTransLt ?? null,
    storageUsed: account === null ? null : { cells: account.storageStat.used.cells, bits: account.storageStat.used.bits },
    lastPaid: account?.storageStat.lastPaid ?? null,
  };
}
