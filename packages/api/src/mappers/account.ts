import { decodeAccount, encodeBase64, readBocSingle, writeBoc } from '@tvmscan/tvm';
import type { AccountRecord, AccountRef } from '@tvmscan/store';
import type { KindOfAccount } from './account-kind.js';
import type { Account, AccountState } from '../schemas/account.js';
import type { AccountStateName } from '../schemas/transaction.js';
import { rawAddress, toNumberOrNull, toStringOrNull } from './numbers.js';

export function accountEntity(row: AccountRecord, kind: KindOfAccount): Account {
  return {
    workchain: row.workchain,
    address: `${row.workchain}:${row.address}`,
    balance: row.balance,
    state: row.state as AccountStateName,
    creatorWc: row.creator_workchain,
    creatorAddress: rawAddress(row.creator_workchain, row.creator_address),
    createdAt: toNumberOrNull(row.created_at),
    updatedAt: toNumberOrNull(row.updated_at),
    codeHash: row.code_hash,
    lastTransLt: toStringOrNull(row.last_trans_lt),
    lastTransHash: row.last_trans_hash,
    updatedLt: toStringOrNull(row.last_trans_lt),
    ...kind,
    ...(row.balance_partial ? { balancePartial: true } : {}),
  };
}

/** An address the index has never seen: it does not exist yet (the token and NFT indexes may still know it, from messages). */
export function unknownAccount(account: AccountRef, kind: KindOfAccount): Account {
  return {
    workchain: account.workchain,
    address: `${account.workchain}:${account.address}`,
    balance: '0',
    state: 'NonExist',
    creatorWc: null,
    creatorAddress: null,
    createdAt: null,
    updatedAt: null,
    codeHash: null,
    lastTransLt: null,
    lastTransHash: null,
    updatedLt: null,
    ...kind,
  };
}

/** The state record of an `Account` BOC; null for account_none. */
export function accountStateOf(boc: Uint8Array, fetchedAt: number): AccountState | null {
  const account = decodeAccount(readBocSingle(boc));
  if (account === null) return null;
  const { storageStat, storage } = account;
  const init = storage.state.kind === 'active' ? storage.state.stateInit : null;
  const bocOf = (cell: Parameters<typeof writeBoc>[0] | null) => (cell === null ? null : encodeBase64(writeBoc(cell)));
  return {
    storageStat: {
      lastPaid: storageStat.lastPaid,
      duePayment: toStringOrNull(storageStat.duePayment),
      used: { bits: Number(storageStat.used.bits), cells: Number(storageStat.used.cells), publicCells: 0 },
    },
    codeBoc: bocOf(init?.code ?? null),
    dataBoc: bocOf(init?.data ?? null),
    lastTransLt: String(storage.lastTransLt),
    fetchedAt,
  };
}
