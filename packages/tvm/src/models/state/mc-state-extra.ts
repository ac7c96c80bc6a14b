import { unknownTag } from '../../tlb/tag.js';
import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadConsensusInfo, storeConsensusInfo, type ConsensusInfo } from '../block/consensus-info.js';
import { loadExtBlkRef, storeExtBlkRef, type ExtBlkRef } from '../block/block-id.js';
import { loadShardHashes, storeShardHashes, type ShardHashes } from '../block/shard-hashes.js';
import type { Layout } from '../block/layout.js';
import { loadConfigParams, storeConfigParams, type ConfigParams } from '../config/config-params.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import { loadBlockCreateStats, storeBlockCreateStats, type BlockCreateStats } from './block-create-stats.js';
import { loadOldMcBlocksInfo, storeOldMcBlocksInfo, type OldMcBlocksInfo } from './old-mc-blocks.js';
import { loadValidatorInfo, storeValidatorInfo, type ValidatorInfo } from './validator-info.js';

const TAG = 0xcc26;
const FLAG_CREATE_STATS = 0b001;
const FLAG_TYCHO_CONSENSUS_INFO = 0b100;

/**
 * masterchain_state_extra#cc26 shard_hashes:ShardHashes config:ConfigParams
 * ^[ flags:(## 16) validator_info:ValidatorInfo prev_blocks:OldMcBlocksInfo after_key_block:Bool
 *    last_key_block:(Maybe ExtBlkRef) block_create_stats:(flags . 0)?BlockCreateStats … ]
 * global_balance:CurrencyCollection.
 */
export interface McStateExtra {
  shardHashes: ShardHashes;
  config: ConfigParams;
  /** The 16 flag bits as stored; bit 0 follows `blockCreateStats`, and in Tycho states bit 2 follows `consensusInfo`. */
  flags: number;
  validatorInfo: ValidatorInfo;
  prevBlocks: OldMcBlocksInfo;
  afterKeyBlock: boolean;
  lastKeyBlock: ExtBlkRef | null;
  blockCreateStats: BlockCreateStats | null;
  /** Tycho states only (flag bit 2). */
  consensusInfo: ConsensusInfo | null;
  /** What the other flags add after the known fields (Everscale's copyleft rewards, mesh, validator stats), kept as is. */
  tail: Cell | null;
  globalBalance: CurrencyCollection;
}

export function loadMcStateExtra(s: Slice, layout: Layout = 'standard'): McStateExtra {
  const tag = s.loadUint(16);
  if (tag !== TAG) throw unknownTag('McStateExtra', tag, 16);
  const shardHashes = loadShardHashes(s);
  const config = loadConfigParams(s);
  const inner = s.loadRefSlice();
  const flags = inner.loadUint(16);
  return {
    shardHashes,
    config,
    flags,
    validatorInfo: loadValidatorInfo(inner),
    prevBlocks: loadOldMcBlocksInfo(inner),
    afterKeyBlock: inner.loadBit(),
    lastKeyBlock: inner.loadBit() ? loadExtBlkRef(inner) : null,
    blockCreateStats: flags & FLAG_CREATE_STATS ? loadBlockCreateStats(inner) : null,
    consensusInfo: layout === 'tycho' && flags & FLAG_TYCHO_CONSENSUS_INFO ? loadConsensusInfo(inner) : null,
    tail: inner.isEmpty() ? null : inner.remainderToCell(),
    globalBalance: loadCurrencyCollection(s),
  };
}

export function storeMcStateExtra(b: Builder, value: McStateExtra): void {
  const flags =
    (value.flags & ~FLAG_CREATE_STATS) | (value.blockCreateStats ? FLAG_CREATE_STATS : 0) | (value.consensusInfo ? FLAG_TYCHO_CONSENSUS_INFO : 0);
  const inner = new Builder().storeUint(flags, 16);
  storeValidatorInfo(inner, value.validatorInfo);
  storeOldMcBlocksInfo(inner, value.prevBlocks);
  inner.storeBit(value.afterKeyBlock).storeBit(value.lastKeyBlock !== null);
  if (value.lastKeyBlock) storeExtBlkRef(inner, value.lastKeyBlock);
  if (value.blockCreateStats) storeBlockCreateStats(inner, value.blockCreateStats);
  if (value.consensusInfo) storeConsensusInfo(inner, value.consensusInfo);
  if (value.tail) inner.storeSlice(new Slice(value.tail));

  b.storeUint(TAG, 16);
  storeShardHashes(b, value.shardHashes);
  storeConfigParams(b, value.config);
  b.storeRef(inner.endCell());
  storeCurrencyCollection(b, value.globalBalance);
}

export function decodeMcStateExtra(cell: Cell, layout: Layout = 'standard'): McStateExtra {
  const s = new Slice(cell);
  const value = loadMcStateExtra(s, layout);
  s.expectEnd('McStateExtra');
  return value;
}

export function encodeMcStateExtra(value: McStateExtra): Cell {
  const b = new Builder();
  storeMcStateExtra(b, value);
  return b.endCell();
}
