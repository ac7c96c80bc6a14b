import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { unknownTag } from '../../tlb/tag.js';
import { bytesToHex } from '../../util/hex.js';
import { loadMsgAddressInt } from '../message/msg-address.js';
import { loadAccountState } from './account-state.js';
import type { AccountStatus } from './account-status.js';
import { loadStorageInfo } from './storage-info.js';

/** What an account's own cell tells of it: its status, balance in coins, code hash and the end lt of its last transaction. */
export interface AccountSummary {
  status: Exclude<AccountStatus, 'nonexist'>;
  balance: bigint;
  codeHash: string | null;
  lastTransLt: bigint;
}

const VERSIONED_TAG = 0b001;

/**
 * Reads an Account (as `decodeAccount` does, account_none as null) without entering the cells it references:
 * the extra currencies, code and libraries an account did not change are pruned in a block's state update.
 * The code hash is the code cell's own, pruned or not.
 */
export function readAccountSummary(cell: Cell): AccountSummary | null {
  const s = new Slice(cell);
  if (!s.loadBit()) {
    if (s.remainingBits === 0) return null;
    const version = s.loadUint(3);
    if (version !== VERSIONED_TAG) throw unknownTag('Account', version, 4);
  }
  loadMsgAddressInt(s);
  loadStorageInfo(s);
  const lastTransLt = s.loadUint64();
  const balance = s.loadCoins();
  s.loadMaybeRef();
  const state = loadAccountState(s);
  const code = state.kind === 'active' ? state.stateInit.code : null;
  return { status: state.kind, balance, codeHash: code === null ? null : bytesToHex(code.hash(0)), lastTransLt };
}
