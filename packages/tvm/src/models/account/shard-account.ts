import type { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';

/**
 * account_descr$_ account:^Account last_trans_hash:bits256 last_trans_lt:uint64 = ShardAccount.
 * The account stays a cell, read on demand with `decodeAccount`: a shard state holds many accounts a
 * reader rarely needs all of, and in a proof most of them are pruned.
 */
export interface ShardAccount {
  account: Cell;
  lastTransHash: string;
  lastTransLt: bigint;
}

export function loadShardAccount(s: Slice): ShardAccount {
  const account = s.loadRef();
  const lastTransHash = bytesToHex(s.loadBytes(32));
  return { account, lastTransHash, lastTransLt: s.loadUint64() };
}

export function storeShardAccount(b: Builder, value: ShardAccount): void {
  b.storeRef(value.account).storeBytes(hexToBytes(value.lastTransHash)).storeUint(value.lastTransLt, 64);
}
