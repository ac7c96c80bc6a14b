import {
  Builder,
  depthBalanceAugment,
  encodeAccount,
  PersistentAugDict,
  storeShardAccount,
  type Cell,
  type DepthBalanceInfo,
  type ShardAccount,
} from '@tvmscan/tvm';

const ZERO_HASH = '0'.repeat(64);

/** The cell of account_none: what a transaction's state update starts from for an account that did not exist. */
const ACCOUNT_NONE = encodeAccount(null);

/** An account dictionary of a shard state: ShardAccounts, keyed by the 256-bit account id. */
export type AccountDict = PersistentAugDict<ShardAccount, DepthBalanceInfo>;

export function newAccountDict(): AccountDict {
  return new PersistentAugDict<ShardAccount, DepthBalanceInfo>(256, depthBalanceAugment, storeShardAccount);
}

export const EMPTY_DEPTH_BALANCE: DepthBalanceInfo = { splitDepth: 0, balance: { coins: 0n, other: [] } };

/** The ShardAccount cell the executor takes; an account that does not exist is account_none. */
export function shardAccountCell(entry: ShardAccount | undefined): Cell {
  const b = new Builder();
  storeShardAccount(b, entry ?? { account: ACCOUNT_NONE, lastTransHash: ZERO_HASH, lastTransLt: 0n });
  return b.endCell();
}
