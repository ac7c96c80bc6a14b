import { loadTag } from '../../tlb/tag.js';
import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadExtBlkRef, storeExtBlkRef, type ExtBlkRef } from '../block/block-id.js';
import { loadMaybeMsgPackProcessingInfo, storeMaybeMsgPackProcessingInfo, type MsgPackProcessingInfo } from '../block/msg-pack-processing-info.js';
import { loadShardIdent, storeShardIdent, type ShardIdent } from '../block/shard-ident.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';
import { decodeMcStateExtra, encodeMcStateExtra, type McStateExtra } from './mc-state-extra.js';

const TAG = 0x9023afe2;
/**
 * Tycho's state: gen_utime_ms:uint16 follows gen_utime, and reference 0 holds its processed-upto info.
 * The Everscale node writes the same tag with gen_utime_ms and, in shardchain states, ref_shard_blocks
 * where custom would be; Tycho's shardchain states always leave custom out, so a set bit there is Everscale's.
 */
const TAG_TYCHO = 0x9023aeee;
/** The Everscale node's: as #9023aeee, with pack_info:(Maybe ^MsgPackProcessingInfo) after master_ref and, in shardchain states, ref_shard_blocks:(Maybe RefShardBlocks) for custom. */
const TAG_PACK_INFO = 0x9023afff;
/** As #9023afff, with common messages in the out-message queue. */
const TAG_PACK_INFO_COMMON = 0x9023aaaa;
const TAGS = [TAG, TAG_TYCHO, TAG_PACK_INFO, TAG_PACK_INFO_COMMON] as const;
const MASTERCHAIN = -1;

export type ShardStateUnsplitTag = (typeof TAGS)[number];

/** The Everscale node's references to shard blocks, HashmapE 32 (BinTree ShardBlockRef), kept as the dictionary root. */
export interface RefShardBlocks {
  root: Cell | null;
}

/**
 * shard_state#9023afe2 global_id:int32 shard_id:ShardIdent seq_no:uint32 vert_seq_no:# gen_utime:uint32
 * gen_lt:uint64 min_ref_mc_seqno:uint32 out_msg_queue_info:^OutMsgQueueInfo before_split:(## 1)
 * accounts:^ShardAccounts ^[ overload_history:uint64 underload_history:uint64 total_balance:CurrencyCollection
 * total_validator_fees:CurrencyCollection libraries:(HashmapE 256 LibDescr) master_ref:(Maybe BlkMasterInfo) ]
 * custom:(Maybe ^McStateExtra), or Tycho's #9023aeee.
 */
export interface ShardStateUnsplit {
  /** Set by the decoder; when left out, #9023afe2 or #9023aeee as genUtimeMs says. */
  tag?: ShardStateUnsplitTag;
  globalId: number;
  shard: ShardIdent;
  seqno: number;
  vertSeqno: number;
  genUtime: number;
  /** The milliseconds part of the state time; present exactly in Tycho's #9023aeee layout. */
  genUtimeMs: number | null;
  genLt: bigint;
  minRefMcSeqno: number;
  /** ^OutMsgQueueInfo; in Tycho states, its ^ProcessedUptoInfo instead (Tycho keeps its queue outside the state). */
  outMsgQueueInfo: Cell;
  beforeSplit: boolean;
  /** ^ShardAccounts, read on demand with `decodeShardAccounts`: it may be huge, and pruned in proofs. */
  accounts: Cell;
  overloadHistory: bigint;
  underloadHistory: bigint;
  totalBalance: CurrencyCollection;
  totalValidatorFees: CurrencyCollection;
  /** The HashmapE 256 LibDescr root of the shard's public libraries. */
  libraries: Cell | null;
  masterRef: ExtBlkRef | null;
  /**
   * Whatever follows master_ref in the ^[…] cell, kept as is: Everscale mainnet states of 2020 carry
   * one more 0 bit there that no schema describes.
   */
  innerTail: Cell | null;
  /** Present in masterchain states. */
  custom: McStateExtra | null;
  /** The #9023afff and #9023aaaa layouts only (absent from the others), where it is a Maybe. */
  packInfo?: MsgPackProcessingInfo | null;
  /**
   * Everscale shardchain states only, in place of custom: in #9023aeee when its bit is set (then the
   * root is not null), in #9023afff and #9023aaaa always (null when the Maybe is empty).
   */
  refShardBlocks?: RefShardBlocks | null;
}

export function loadShardStateUnsplit(s: Slice): ShardStateUnsplit {
  const tag = loadTag(s, 32, TAGS, 'ShardStateUnsplit');
  const globalId = s.loadInt(32);
  const shard = loadShardIdent(s);
  const seqno = s.loadUint(32);
  const vertSeqno = s.loadUint(32);
  const genUtime = s.loadUint(32);
  const genUtimeMs = tag === TAG ? null : s.loadUint(16);
  const genLt = s.loadUint64();
  const minRefMcSeqno = s.loadUint(32);
  const outMsgQueueInfo = s.loadRef();
  const beforeSplit = s.loadBit();
  const accounts = s.loadRef();
  const inner = s.loadRefSlice();
  const value: ShardStateUnsplit = {
    tag,
    globalId,
    shard,
    seqno,
    vertSeqno,
    genUtime,
    genUtimeMs,
    genLt,
    minRefMcSeqno,
    outMsgQueueInfo,
    beforeSplit,
    accounts,
    overloadHistory: inner.loadUint64(),
    underloadHistory: inner.loadUint64(),
    totalBalance: loadCurrencyCollection(inner),
    totalValidatorFees: loadCurrencyCollection(inner),
    libraries: inner.loadMaybeRef(),
    masterRef: inner.loadBit() ? loadExtBlkRef(inner) : null,
    innerTail: null,
    custom: null,
  };
  if (hasPackInfo(tag)) value.packInfo = loadMaybeMsgPackProcessingInfo(inner);
  value.innerTail = inner.isEmpty() ? null : inner.remainderToCell();
  loadCustomOrRefShardBlocks(s, tag, value);
  return value;
}

/** What ends the state: custom:(Maybe ^McStateExtra), or in Everscale shardchain states the references to shard blocks. */
function loadCustomOrRefShardBlocks(s: Slice, tag: ShardStateUnsplitTag, value: ShardStateUnsplit): void {
  const masterchain = value.shard.workchain === MASTERCHAIN;
  if (!masterchain && hasPackInfo(tag)) {
    value.refShardBlocks = s.loadBit() ? { root: s.loadMaybeRef() } : null;
    return;
  }
  const cell = s.loadMaybeRef();
  if (cell === null) return;
  if (!masterchain && tag === TAG_TYCHO) value.refShardBlocks = { root: cell };
  else value.custom = decodeMcStateExtra(cell, tag === TAG_TYCHO ? 'tycho' : 'standard');
}

function storeCustomOrRefShardBlocks(b: Builder, tag: ShardStateUnsplitTag, value: ShardStateUnsplit): void {
  const refShardBlocks = value.refShardBlocks;
  if (refShardBlocks === undefined) {
    if (hasPackInfo(tag) && value.shard.workchain !== MASTERCHAIN)
      throw new TlbError('bad-value', 'ShardStateUnsplit: an Everscale shardchain state needs refShardBlocks');
    b.storeMaybeRef(value.custom && encodeMcStateExtra(value.custom));
    return;
  }
  if (value.custom !== null) throw new TlbError('bad-value', 'ShardStateUnsplit: custom and refShardBlocks cannot both be present');
  if (hasPackInfo(tag)) {
    b.storeBit(refShardBlocks !== null);
    if (refShardBlocks !== null) b.storeMaybeRef(refShardBlocks.root);
  } else {
    b.storeMaybeRef(refShardBlocks?.root);
  }
}

function hasPackInfo(tag: ShardStateUnsplitTag): boolean {
  return tag === TAG_PACK_INFO || tag === TAG_PACK_INFO_COMMON;
}

function stateTag(value: ShardStateUnsplit): ShardStateUnsplitTag {
  const tag = value.tag ?? (value.genUtimeMs === null ? TAG : TAG_TYCHO);
  if ((tag === TAG) !== (value.genUtimeMs === null))
    throw new TlbError('bad-value', `ShardStateUnsplit: tag #${tag.toString(16)} and the presence of gen_utime_ms disagree`);
  if (hasPackInfo(tag) !== (value.packInfo !== undefined))
    throw new TlbError('bad-value', `ShardStateUnsplit: tag #${tag.toString(16)} and the presence of pack_info disagree`);
  return tag;
}

export function storeShardStateUnsplit(b: Builder, value: ShardStateUnsplit): void {
  const inner = new Builder().storeUint(value.overloadHistory, 64).storeUint(value.underloadHistory, 64);
  storeCurrencyCollection(inner, value.totalBalance);
  storeCurrencyCollection(inner, value.totalValidatorFees);
  inner.storeMaybeRef(value.libraries).storeBit(value.masterRef !== null);
  if (value.masterRef) storeExtBlkRef(inner, value.masterRef);
  if (value.packInfo !== undefined) storeMaybeMsgPackProcessingInfo(inner, value.packInfo);
  if (value.innerTail) inner.storeSlice(new Slice(value.innerTail));

  const tag = stateTag(value);
  b.storeUint(tag, 32).storeInt(value.globalId, 32);
  storeShardIdent(b, value.shard);
  b.storeUint(value.seqno, 32).storeUint(value.vertSeqno, 32).storeUint(value.genUtime, 32);
  if (value.genUtimeMs !== null) b.storeUint(value.genUtimeMs, 16);
  b.storeUint(value.genLt, 64)
    .storeUint(value.minRefMcSeqno, 32)
    .storeRef(value.outMsgQueueInfo)
    .storeBit(value.beforeSplit)
    .storeRef(value.accounts)
    .storeRef(inner.endCell());
  storeCustomOrRefShardBlocks(b, tag, value);
}

export function decodeShardStateUnsplit(cell: Cell): ShardStateUnsplit {
  const s = new Slice(cell);
  const value = loadShardStateUnsplit(s);
  s.expectEnd('ShardStateUnsplit');
  return value;
}

export function encodeShardStateUnsplit(value: ShardStateUnsplit): Cell {
  const b = new Builder();
  storeShardStateUnsplit(b, value);
  return b.endCell();
}
