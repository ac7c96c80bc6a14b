import { unknownTag } from '../../tlb/tag.js';
import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadExtBlkRef, loadShardIdent, storeExtBlkRef, storeShardIdent, type ExtBlkRef, type ShardIdent } from '../block/index.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/index.js';
import { decodeMcStateExtra, encodeMcStateExtra, type McStateExtra } from './mc-state-extra.js';

const TAG = 0x9023afe2;
/** Tycho's state: gen_utime_ms:uint16 follows gen_utime, and reference 0 holds its processed-upto info. */
const TAG_TYCHO = 0x9023aeee;

/**
 * shard_state#9023afe2 global_id:int32 shard_id:ShardIdent seq_no:uint32 vert_seq_no:# gen_utime:uint32
 * gen_lt:uint64 min_ref_mc_seqno:uint32 out_msg_queue_info:^OutMsgQueueInfo before_split:(## 1)
 * accounts:^ShardAccounts ^[ overload_history:uint64 underload_history:uint64 total_balance:CurrencyCollection
 * total_validator_fees:CurrencyCollection libraries:(HashmapE 256 LibDescr) master_ref:(Maybe BlkMasterInfo) ]
 * custom:(Maybe ^McStateExtra), or Tycho's #9023aeee.
 */
export interface ShardStateUnsplit {
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
}

export function loadShardStateUnsplit(s: Slice): ShardStateUnsplit {
  const tag = s.loadUint(32);
  if (tag !== TAG && tag !== TAG_TYCHO) throw unknownTag('ShardStateUnsplit', tag, 32);
  const globalId = s.loadInt(32);
  const shard = loadShardIdent(s);
  const seqno = s.loadUint(32);
  const vertSeqno = s.loadUint(32);
  const genUtime = s.loadUint(32);
  const genUtimeMs = tag === TAG_TYCHO ? s.loadUint(16) : null;
  const genLt = s.loadUint64();
  const minRefMcSeqno = s.loadUint(32);
  const outMsgQueueInfo = s.loadRef();
  const beforeSplit = s.loadBit();
  const accounts = s.loadRef();
  const inner = s.loadRefSlice();
  const custom = s.loadMaybeRef();
  return {
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
    innerTail: inner.isEmpty() ? null : inner.remainderToCell(),
    custom: custom && decodeMcStateExtra(custom, tag === TAG_TYCHO ? 'tycho' : 'standard'),
  };
}

export function storeShardStateUnsplit(b: Builder, value: ShardStateUnsplit): void {
  const inner = new Builder().storeUint(value.overloadHistory, 64).storeUint(value.underloadHistory, 64);
  storeCurrencyCollection(inner, value.totalBalance);
  storeCurrencyCollection(inner, value.totalValidatorFees);
  inner.storeMaybeRef(value.libraries).storeBit(value.masterRef !== null);
  if (value.masterRef) storeExtBlkRef(inner, value.masterRef);
  if (value.innerTail) inner.storeSlice(new Slice(value.innerTail));

  b.storeUint(value.genUtimeMs === null ? TAG : TAG_TYCHO, 32).storeInt(value.globalId, 32);
  storeShardIdent(b, value.shard);
  b.storeUint(value.seqno, 32).storeUint(value.vertSeqno, 32).storeUint(value.genUtime, 32);
  if (value.genUtimeMs !== null) b.storeUint(value.genUtimeMs, 16);
  b.storeUint(value.genLt, 64)
    .storeUint(value.minRefMcSeqno, 32)
    .storeRef(value.outMsgQueueInfo)
    .storeBit(value.beforeSplit)
    .storeRef(value.accounts)
    .storeRef(inner.endCell())
    .storeMaybeRef(value.custom && encodeMcStateExtra(value.custom));
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
