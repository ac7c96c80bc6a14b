import {
  keyMaxLtAugment,
  PersistentAugDict,
  storeKeyExtBlkRef,
  type BinTree,
  type ConfigParams,
  type ConsensusInfo,
  type CurrencyCollection,
  type ExtBlkRef,
  type KeyExtBlkRef,
  type KeyMaxLt,
  type ShardDescr,
  type ValidatorInfo,
} from '@tvmscan/tvm';
import { present } from '../present.js';

/** `OldMcBlocksInfo`: every earlier masterchain block, keyed by seqno. */
type OldMcBlocksDict = PersistentAugDict<KeyExtBlkRef, KeyMaxLt>;

export function newOldMcBlocks(): OldMcBlocksDict {
  return new PersistentAugDict<KeyExtBlkRef, KeyMaxLt>(32, keyMaxLtAugment, storeKeyExtBlkRef);
}

export const EMPTY_KEY_MAX_LT: KeyMaxLt = { key: false, maxEndLt: 0n };

/** What the masterchain carries from block to block besides its accounts. */
export interface McContext {
  config: ConfigParams;
  prevBlocks: OldMcBlocksDict;
  /** The newest key block (the zerostate counts as one). */
  latestKeyBlock: ExtBlkRef;
  validatorInfo: ValidatorInfo;
  globalBalance: CurrencyCollection;
  /** The state extra's flags and, in Tycho's layout, its consensus info, carried over unchanged. */
  flags: number;
  consensusInfo: ConsensusInfo | null;
}

/** The shard tree of 2^depth shards, leaves left to right. */
export function shardTree(descrs: readonly ShardDescr[]): BinTree<ShardDescr> {
  if (descrs.length <= 1) return { kind: 'leaf', value: present(descrs[0], 'a shard description') };
  const half = descrs.length / 2;
  return { kind: 'fork', left: shardTree(descrs.slice(0, half)), right: shardTree(descrs.slice(half)) };
}
