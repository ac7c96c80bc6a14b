import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadExtBlkRef, storeExtBlkRef, type ExtBlkRef } from './block-id.js';
import { loadGlobalVersion, storeGlobalVersion, type GlobalVersion } from '../config/global-version.js';
import { loadMaybeMsgPackProcessingInfo, storeMaybeMsgPackProcessingInfo, type MsgPackProcessingInfo } from './msg-pack-processing-info.js';
import { loadShardIdent, storeShardIdent, type ShardIdent } from './shard-ident.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0x9bc7a987;
/** Tycho (and Everscale's fast-finality) block info: gen_utime_ms:uint16 follows gen_utime. */
const TAG_WITH_MS = 0x9bc7a988;
/** The Everscale node's block info: the #9bc7a987 fields, then pack_info:(Maybe ^MsgPackProcessingInfo) at the end. */
const TAG_WITH_PACK_INFO = 0x9bc7a989;
const FLAG_GEN_SOFTWARE = 1;

/** prev_blk_info$_ prev:ExtBlkRef | prev_blks_info$_ prev1:^ExtBlkRef prev2:^ExtBlkRef (after a merge). */
export type BlkPrevInfo = { kind: 'single'; prev: ExtBlkRef } | { kind: 'merged'; prev1: ExtBlkRef; prev2: ExtBlkRef };

/** block_info#9bc7a987, Tycho's #9bc7a988 with gen_utime_ms, or Everscale's #9bc7a989 with pack_info. */
export interface BlockInfo {
  version: number;
  beforeSplit: boolean;
  afterSplit: boolean;
  wantSplit: boolean;
  wantMerge: boolean;
  keyBlock: boolean;
  /** flags:(## 8); bit 0 says whether gen_software is present. */
  flags: number;
  seqno: number;
  vertSeqno: number;
  shard: ShardIdent;
  genUtime: number;
  /** The milliseconds part of the creation time, present only in the #9bc7a988 layout. */
  genUtimeMs: number | null;
  startLt: bigint;
  endLt: bigint;
  genValidatorListHashShort: number;
  genCatchainSeqno: number;
  minRefMcSeqno: number;
  prevKeyBlockSeqno: number;
  genSoftware: GlobalVersion | null;
  /** The masterchain block this shard block refers to; null in masterchain blocks (not_master = 0). */
  masterRef: ExtBlkRef | null;
  /** One previous block, or two after a merge (after_merge = 1). */
  prevRef: BlkPrevInfo;
  /** Present when vert_seqno_incr = 1. */
  prevVertRef: ExtBlkRef | null;
  /** Only in the #9bc7a989 layout (absent from the others), where it is a Maybe. */
  packInfo?: MsgPackProcessingInfo | null;
}

export function loadBlockInfo(s: Slice): BlockInfo {
  const tag = s.loadUint(32);
  if (tag !== TAG && tag !== TAG_WITH_MS && tag !== TAG_WITH_PACK_INFO) throw unknownTag('BlockInfo', tag, 32);
  const version = s.loadUint(32);
  const notMaster = s.loadBit();
  const afterMerge = s.loadBit();
  const beforeSplit = s.loadBit();
  const afterSplit = s.loadBit();
  const wantSplit = s.loadBit();
  const wantMerge = s.loadBit();
  const keyBlock = s.loadBit();
  const vertSeqnoIncr = s.loadBit();
  const flags = s.loadUint(8);
  const seqno = s.loadUint(32);
  const vertSeqno = s.loadUint(32);
  const shard = loadShardIdent(s);
  const genUtime = s.loadUint(32);
  const genUtimeMs = tag === TAG_WITH_MS ? s.loadUint(16) : null;
  const info: BlockInfo = {
    version,
    beforeSplit,
    afterSplit,
    wantSplit,
    wantMerge,
    keyBlock,
    flags,
    seqno,
    vertSeqno,
    shard,
    genUtime,
    genUtimeMs,
    startLt: s.loadUint64(),
    endLt: s.loadUint64(),
    genValidatorListHashShort: s.loadUint(32),
    genCatchainSeqno: s.loadUint(32),
    minRefMcSeqno: s.loadUint(32),
    prevKeyBlockSeqno: s.loadUint(32),
    genSoftware: flags & FLAG_GEN_SOFTWARE ? loadGlobalVersion(s) : null,
    masterRef: notMaster ? loadExtBlkRef(s.loadRefSlice()) : null,
    prevRef: loadBlkPrevInfo(s.loadRefSlice(), afterMerge),
    prevVertRef: vertSeqnoIncr ? loadExtBlkRef(s.loadRefSlice()) : null,
  };
  if (tag === TAG_WITH_PACK_INFO) info.packInfo = loadMaybeMsgPackProcessingInfo(s);
  return info;
}

export function storeBlockInfo(b: Builder, value: BlockInfo): void {
  const flags = (value.flags & ~FLAG_GEN_SOFTWARE) | (value.genSoftware ? FLAG_GEN_SOFTWARE : 0);
  b.storeUint(blockInfoTag(value), 32)
    .storeUint(value.version, 32)
    .storeBit(value.masterRef !== null)
    .storeBit(value.prevRef.kind === 'merged')
    .storeBit(value.beforeSplit)
    .storeBit(value.afterSplit)
    .storeBit(value.wantSplit)
    .storeBit(value.wantMerge)
    .storeBit(value.keyBlock)
    .storeBit(value.prevVertRef !== null)
    .storeUint(flags, 8)
    .storeUint(value.seqno, 32)
    .storeUint(value.vertSeqno, 32);
  storeShardIdent(b, value.shard);
  b.storeUint(value.genUtime, 32);
  if (value.genUtimeMs !== null) b.storeUint(value.genUtimeMs, 16);
  b.storeUint(value.startLt, 64)
    .storeUint(value.endLt, 64)
    .storeUint(value.genValidatorListHashShort, 32)
    .storeUint(value.genCatchainSeqno, 32)
    .storeUint(value.minRefMcSeqno, 32)
    .storeUint(value.prevKeyBlockSeqno, 32);
  if (value.genSoftware) storeGlobalVersion(b, value.genSoftware);
  if (value.masterRef) b.storeRef(extBlkRefCell(value.masterRef));
  b.storeRef(blkPrevInfoCell(value.prevRef));
  if (value.prevVertRef) b.storeRef(extBlkRefCell(value.prevVertRef));
  if (value.packInfo !== undefined) storeMaybeMsgPackProcessingInfo(b, value.packInfo);
}

function blockInfoTag(value: BlockInfo): number {
  const withMs = value.genUtimeMs !== null;
  const withPackInfo = value.packInfo !== undefined;
  if (withMs && withPackInfo) throw new TlbError('bad-value', 'BlockInfo: no layout carries both gen_utime_ms and pack_info');
  if (withPackInfo) return TAG_WITH_PACK_INFO;
  return withMs ? TAG_WITH_MS : TAG;
}

export function decodeBlockInfo(cell: Cell): BlockInfo {
  const s = new Slice(cell);
  const info = loadBlockInfo(s);
  s.expectEnd('BlockInfo');
  return info;
}

export function encodeBlockInfo(value: BlockInfo): Cell {
  const b = new Builder();
  storeBlockInfo(b, value);
  return b.endCell();
}

function loadBlkPrevInfo(s: Slice, afterMerge: boolean): BlkPrevInfo {
  if (!afterMerge) return { kind: 'single', prev: loadExtBlkRef(s) };
  return { kind: 'merged', prev1: loadExtBlkRef(s.loadRefSlice()), prev2: loadExtBlkRef(s.loadRefSlice()) };
}

function blkPrevInfoCell(value: BlkPrevInfo): Cell {
  if (value.kind === 'single') return extBlkRefCell(value.prev);
  return new Builder().storeRef(extBlkRefCell(value.prev1)).storeRef(extBlkRefCell(value.prev2)).endCell();
}

function extBlkRefCell(value: ExtBlkRef): Cell {
  const b = new Builder();
  storeExtBlkRef(b, value);
  return b.endCell();
}
