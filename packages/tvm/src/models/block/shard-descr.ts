import { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/index.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadFutureSplitMerge, storeFutureSplitMerge, type FutureSplitMerge } from './future-split-merge.js';
import { unknownTag } from '../../tlb/tag.js';

/** shard_descr#b keeps the fees inline; shard_descr_new#a keeps them in a reference. */
const TAG_INLINE_FEES = 0xb;
const TAG_FEES_IN_REF = 0xa;
const TYCHO_TOP_SC_BLOCK_UPDATED = 0b100;
/**
 * Bits left after next_catchain_seqno in Tycho's layout: ext_processed_to_anchor_id, min_ref_mc_seqno
 * and gen_utime (96) plus split_merge_at (1 or 66). The standard layout has next_validator_shard:uint64
 * instead of the anchor id, leaving 129 or 194, so the two cannot be confused.
 */
const TYCHO_TAIL_BITS = new Set([97, 162]);

interface ShardDescrCommon {
  /** 0xa: fees in a reference (shard_descr_new); 0xb: fees inline (shard_descr). */
  tag: 0xa | 0xb;
  seqno: number;
  regMcSeqno: number;
  startLt: bigint;
  endLt: bigint;
  rootHash: string;
  fileHash: string;
  beforeSplit: boolean;
  beforeMerge: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  nxCcUpdated: boolean;
  nextCatchainSeqno: number;
  minRefMcSeqno: number;
  genUtime: number;
  splitMergeAt: FutureSplitMerge | null;
  feesCollected: CurrencyCollection;
  fundsCreated: CurrencyCollection;
}

/**
 * The latest block of a shard as the masterchain knows it. Tycho replaces next_validator_shard:uint64
 * with ext_processed_to_anchor_id:uint32 and uses flag bit 2 for top_sc_block_updated.
 */
export type ShardDescr =
  | (ShardDescrCommon & { layout: 'standard'; nextValidatorShard: bigint })
  | (ShardDescrCommon & { layout: 'tycho'; extProcessedToAnchorId: number; topScBlockUpdated: boolean });

export function loadShardDescr(s: Slice): ShardDescr {
  const tag = s.loadUint(4);
  if (tag !== TAG_INLINE_FEES && tag !== TAG_FEES_IN_REF) throw unknownTag('ShardDescr', tag, 4);
  const seqno = s.loadUint(32);
  const regMcSeqno = s.loadUint(32);
  const startLt = s.loadUint64();
  const endLt = s.loadUint64();
  const rootHash = loadBits256(s);
  const fileHash = loadBits256(s);
  const beforeSplit = s.loadBit();
  const beforeMerge = s.loadBit();
  const wantSplit = s.loadBit();
  const wantMerge = s.loadBit();
  const nxCcUpdated = s.loadBit();
  const flags = s.loadUint(3);
  const nextCatchainSeqno = s.loadUint(32);
  const tycho = tag === TAG_FEES_IN_REF && TYCHO_TAIL_BITS.has(s.remainingBits);
  if (flags & ~(tycho ? TYCHO_TOP_SC_BLOCK_UPDATED : 0)) throw new TlbError('bad-value', `ShardDescr: reserved flags ${flags} are set`);
  const variant = tycho
    ? { layout: 'tycho' as const, extProcessedToAnchorId: s.loadUint(32), topScBlockUpdated: flags !== 0 }
    : { layout: 'standard' as const, nextValidatorShard: s.loadUint64() };
  const minRefMcSeqno = s.loadUint(32);
  const genUtime = s.loadUint(32);
  const splitMergeAt = loadFutureSplitMerge(s);
  const fees = tag === TAG_FEES_IN_REF ? s.loadRefSlice() : s;
  return {
    tag,
    seqno,
    regMcSeqno,
    startLt,
    endLt,
    rootHash,
    fileHash,
    beforeSplit,
    beforeMerge,
    wantSplit,
    wantMerge,
    nxCcUpdated,
    nextCatchainSeqno,
    minRefMcSeqno,
    genUtime,
    splitMergeAt,
    feesCollected: loadCurrencyCollection(fees),
    fundsCreated: loadCurrencyCollection(fees),
    ...variant,
  };
}

export function storeShardDescr(b: Builder, value: ShardDescr): void {
  const topScBlockUpdated = value.layout === 'tycho' && value.topScBlockUpdated;
  b.storeUint(value.tag, 4).storeUint(value.seqno, 32).storeUint(value.regMcSeqno, 32).storeUint(value.startLt, 64).storeUint(value.endLt, 64);
  storeBits256(b, value.rootHash);
  storeBits256(b, value.fileHash);
  b.storeBit(value.beforeSplit)
    .storeBit(value.beforeMerge)
    .storeBit(value.wantSplit)
    .storeBit(value.wantMerge)
    .storeBit(value.nxCcUpdated)
    .storeUint(topScBlockUpdated ? TYCHO_TOP_SC_BLOCK_UPDATED : 0, 3)
    .storeUint(value.nextCatchainSeqno, 32);
  if (value.layout === 'tycho') b.storeUint(value.extProcessedToAnchorId, 32);
  else b.storeUint(value.nextValidatorShard, 64);
  b.storeUint(value.minRefMcSeqno, 32).storeUint(value.genUtime, 32);
  storeFutureSplitMerge(b, value.splitMergeAt);
  const fees = value.tag === TAG_FEES_IN_REF ? new Builder() : b;
  storeCurrencyCollection(fees, value.feesCollected);
  storeCurrencyCollection(fees, value.fundsCreated);
  if (fees !== b) b.storeRef(fees.endCell());
}
