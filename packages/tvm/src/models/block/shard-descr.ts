import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadFutureSplitMerge, storeFutureSplitMerge, type FutureSplitMerge } from './future-split-merge.js';
import { loadTag } from '../../tlb/tag.js';

/** shard_descr#b keeps the fees inline; shard_descr_new#a keeps them in a reference. */
const TAG_INLINE_FEES = 0xb;
const TAG_FEES_IN_REF = 0xa;
/**
 * The Everscale node's tags, all with the fees in a reference followed there by more: #c copyleft
 * rewards; #d Maybe copyleft rewards and a proof chain; #e a Maybe proof chain and Maybe collators;
 * #f as #e, plus mesh_msg_queues:(HashmapE 32 ConnectedNwOutDescr) after the reference; #9 as #e,
 * plus a reference holding the pack info.
 */
const EVERSCALE_TAGS = [0xc, 0xd, 0xe, 0xf, 0x9] as const;
const TAG_WITH_MESH = 0xf;
const ALL_TAGS = [TAG_INLINE_FEES, TAG_FEES_IN_REF, ...EVERSCALE_TAGS] as const;

export type ShardDescrTag = (typeof ALL_TAGS)[number];
const TYCHO_TOP_SC_BLOCK_UPDATED = 0b100;
/**
 * Bits left after next_catchain_seqno in Tycho's layout: ext_processed_to_anchor_id, min_ref_mc_seqno
 * and gen_utime (96) plus split_merge_at (1 or 66). The standard layout has next_validator_shard:uint64
 * instead of the anchor id, leaving 129 or 194, so the two cannot be confused.
 */
const TYCHO_TAIL_BITS = new Set([97, 162]);

interface ShardDescrCommon {
  /** 0xa: fees in a reference (shard_descr_new); 0xb: fees inline (shard_descr); the others: the Everscale node's. */
  tag: ShardDescrTag;
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
  /** Everscale tags only: what the fees reference holds after the fees (see the tags above), kept as it is. */
  feesRefTail?: Cell;
  /** Tag #f only: the mesh_msg_queues dictionary root. */
  meshMsgQueues?: Cell | null;
}

/**
 * The latest block of a shard as the masterchain knows it. Tycho replaces next_validator_shard:uint64
 * with ext_processed_to_anchor_id:uint32 and uses flag bit 2 for top_sc_block_updated.
 */
export type ShardDescr =
  | (ShardDescrCommon & { layout: 'standard'; nextValidatorShard: bigint })
  | (ShardDescrCommon & { layout: 'tycho'; extProcessedToAnchorId: number; topScBlockUpdated: boolean });

export function loadShardDescr(s: Slice): ShardDescr {
  const tag = loadTag(s, 4, ALL_TAGS, 'ShardDescr');
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
  const fees = tag === TAG_INLINE_FEES ? s : s.loadRefSlice();
  const value: ShardDescr = {
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
  if (isEverscaleTag(tag)) value.feesRefTail = fees.remainderToCell();
  if (tag === TAG_WITH_MESH) value.meshMsgQueues = s.loadMaybeRef();
  return value;
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
  const fees = value.tag === TAG_INLINE_FEES ? b : new Builder();
  storeCurrencyCollection(fees, value.feesCollected);
  storeCurrencyCollection(fees, value.fundsCreated);
  if (isEverscaleTag(value.tag)) fees.storeSlice(new Slice(requiredField(value.feesRefTail, 'feesRefTail', value.tag)));
  if (fees !== b) b.storeRef(fees.endCell());
  if (value.tag === TAG_WITH_MESH) b.storeMaybeRef(requiredField(value.meshMsgQueues, 'meshMsgQueues', value.tag));
}

function isEverscaleTag(tag: ShardDescrTag): boolean {
  return (EVERSCALE_TAGS as readonly number[]).includes(tag);
}

function requiredField<T>(field: T | undefined, name: string, tag: ShardDescrTag): T {
  if (field === undefined) throw new TlbError('bad-value', `ShardDescr: tag #${tag.toString(16)} needs ${name}`);
  return field;
}
