import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { TlbError } from '../../errors.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { int32FromKey, int32ToKey } from './int32-key.js';
import { loadTag } from '../../tlb/tag.js';

/** `wfmt_basic#1 vm_version:int32 vm_mode:uint64` or `wfmt_ext#0 …` (addresses of other lengths). */
export type WorkchainFormat =
  | { kind: 'basic'; vmVersion: number; vmMode: bigint }
  | { kind: 'extended'; minAddrLen: number; maxAddrLen: number; addrLenStep: number; workchainTypeId: number };

/** `wc_split_merge_timings#0` — seconds. */
export interface WcSplitMergeTimings {
  splitMergeDelay: number;
  splitMergeInterval: number;
  minSplitMergeInterval: number;
  maxSplitMergeDelay: number;
}

interface WorkchainDescrFields {
  /** Unix time from which the workchain may produce blocks. */
  enabledSince: number;
  /** TON's `monitor_min_split`; Everscale calls the same byte `actual_min_split`. */
  monitorMinSplit: number;
  minSplit: number;
  maxSplit: number;
  active: boolean;
  acceptMsgs: boolean;
  /** 13 bits that TON requires to be zero and Everscale keeps as flags. */
  flags: number;
  zerostateRootHash: string;
  zerostateFileHash: string;
  version: number;
  format: WorkchainFormat;
}

/** `workchain#a6 …` or TON's `workchain_v2#a7 …` with split/merge timings. */
export type WorkchainDescr =
  | ({ kind: 'workchain' } & WorkchainDescrFields)
  | ({ kind: 'workchain_v2'; splitMergeTimings: WcSplitMergeTimings; persistentStateSplitDepth: number } & WorkchainDescrFields);

/** One entry of `_ workchains:(HashmapE 32 WorkchainDescr) = ConfigParam 12;`. */
export interface WorkchainEntry {
  workchain: number;
  descr: WorkchainDescr;
}

const TAG = { workchain: 0xa6, workchain_v2: 0xa7 } as const;
const FORMAT_TAG = { basic: 1, extended: 0 } as const;
const TIMINGS_TAG = 0;

export function loadWorkchains(s: Slice): WorkchainEntry[] {
  return loadHashmapE(s, 32, loadWorkchainDescr).map(({ key, value }) => ({ workchain: int32FromKey(key), descr: value }));
}

export function storeWorkchains(b: Builder, entries: readonly WorkchainEntry[]): void {
  storeHashmapE(
    b,
    entries.map(({ workchain, descr }) => ({ key: int32ToKey(workchain), value: descr })),
    32,
    storeWorkchainDescr,
  );
}

export function loadWorkchainDescr(s: Slice): WorkchainDescr {
  const tag = loadTag(s, 8, Object.values(TAG), 'WorkchainDescr');
  const enabledSince = s.loadUint(32);
  const monitorMinSplit = s.loadUint(8);
  const minSplit = s.loadUint(8);
  const maxSplit = s.loadUint(8);
  const basic = s.loadBit();
  const fields: WorkchainDescrFields = {
    enabledSince,
    monitorMinSplit,
    minSplit,
    maxSplit,
    active: s.loadBit(),
    acceptMsgs: s.loadBit(),
    flags: s.loadUint(13),
    zerostateRootHash: loadBits256(s),
    zerostateFileHash: loadBits256(s),
    version: s.loadUint(32),
    format: loadWorkchainFormat(s, basic),
  };
  if (tag === TAG.workchain) return { kind: 'workchain', ...fields };
  return { kind: 'workchain_v2', ...fields, splitMergeTimings: loadSplitMergeTimings(s), persistentStateSplitDepth: s.loadUint(8) };
}

export function storeWorkchainDescr(b: Builder, value: WorkchainDescr): void {
  b.storeUint(TAG[value.kind], 8)
    .storeUint(value.enabledSince, 32)
    .storeUint(value.monitorMinSplit, 8)
    .storeUint(value.minSplit, 8)
    .storeUint(value.maxSplit, 8)
    .storeBit(value.format.kind === 'basic')
    .storeBit(value.active)
    .storeBit(value.acceptMsgs)
    .storeUint(value.flags, 13);
  storeBits256(b, value.zerostateRootHash);
  storeBits256(b, value.zerostateFileHash);
  b.storeUint(value.version, 32);
  storeWorkchainFormat(b, value.format);
  if (value.kind === 'workchain') return;
  const t = value.splitMergeTimings;
  b.storeUint(TIMINGS_TAG, 4)
    .storeUint(t.splitMergeDelay, 32)
    .storeUint(t.splitMergeInterval, 32)
    .storeUint(t.minSplitMergeInterval, 32)
    .storeUint(t.maxSplitMergeDelay, 32)
    .storeUint(value.persistentStateSplitDepth, 8);
}

function loadWorkchainFormat(s: Slice, basic: boolean): WorkchainFormat {
  const tag = loadTag(s, 4, Object.values(FORMAT_TAG), 'WorkchainFormat');
  if ((tag === FORMAT_TAG.basic) !== basic) {
    throw new TlbError('bad-value', `WorkchainDescr: the basic flag (${basic}) disagrees with the format tag #${tag}`);
  }
  if (tag === FORMAT_TAG.basic) return { kind: 'basic', vmVersion: s.loadInt(32), vmMode: s.loadUint64() };
  return { kind: 'extended', minAddrLen: s.loadUint(12), maxAddrLen: s.loadUint(12), addrLenStep: s.loadUint(12), workchainTypeId: s.loadUint(32) };
}

function storeWorkchainFormat(b: Builder, format: WorkchainFormat): void {
  b.storeUint(FORMAT_TAG[format.kind], 4);
  if (format.kind === 'basic') {
    b.storeInt(format.vmVersion, 32).storeUint(format.vmMode, 64);
    return;
  }
  b.storeUint(format.minAddrLen, 12).storeUint(format.maxAddrLen, 12).storeUint(format.addrLenStep, 12).storeUint(format.workchainTypeId, 32);
}

function loadSplitMergeTimings(s: Slice): WcSplitMergeTimings {
  loadTag(s, 4, [TIMINGS_TAG], 'WcSplitMergeTimings');
  return {
    splitMergeDelay: s.loadUint(32),
    splitMergeInterval: s.loadUint(32),
    minSplitMergeInterval: s.loadUint(32),
    maxSplitMergeDelay: s.loadUint(32),
  };
}
