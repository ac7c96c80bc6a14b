import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadHashmapAugE, storeHashmapAugE, type AugDict } from '../../dict/hashmap-aug.js';
import { depthBalanceAugment, type DepthBalanceInfo } from '../account/depth-balance.js';
import { loadShardAccount, storeShardAccount, type ShardAccount } from '../account/shard-account.js';

/** _ (HashmapAugE 256 ShardAccount DepthBalanceInfo) = ShardAccounts, keyed by account. */
export type ShardAccounts = AugDict<ShardAccount, DepthBalanceInfo>;

export function loadShardAccounts(s: Slice): ShardAccounts {
  return loadHashmapAugE(s, 256, depthBalanceAugment, loadShardAccount);
}

export function storeShardAccounts(b: Builder, value: ShardAccounts): void {
  storeHashmapAugE(b, value, 256, depthBalanceAugment, storeShardAccount);
}

export function decodeShardAccounts(cell: Cell): ShardAccounts {
  const s = new Slice(cell);
  const value = loadShardAccounts(s);
  s.expectEnd('ShardAccounts');
  return value;
}

export function encodeShardAccounts(value: ShardAccounts): Cell {
  const b = new Builder();
  storeShardAccounts(b, value);
  return b.endCell();
}
