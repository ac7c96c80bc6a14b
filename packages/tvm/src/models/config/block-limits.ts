import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadTag } from '../../tlb/tag.js';

const PARAM_LIMITS_TAG = 0xc3;
const IMPORTED_QUEUE_TAG = 0xd3;

/** `param_limits#c3 underload:# soft_limit:# hard_limit:#` */
export interface ParamLimits {
  underload: number;
  softLimit: number;
  hardLimit: number;
}

/** `imported_msg_queue_limits#d3 max_bytes:# max_msgs:#` */
export interface ImportedMsgQueueLimits {
  maxBytes: number;
  maxMsgs: number;
}

interface BlockLimitsFields {
  /** Block size, bytes. */
  bytes: ParamLimits;
  /** Gas used by the block. */
  gas: ParamLimits;
  /** Logical time span of the block. */
  ltDelta: ParamLimits;
}

/** `block_limits#5d …` or TON's `block_limits_v2#5e …` — config params 22 (masterchain) and 23 (workchains). */
export type BlockLimits =
  | ({ kind: 'block_limits' } & BlockLimitsFields)
  | ({ kind: 'block_limits_v2'; collatedData: ParamLimits; importedMsgQueue: ImportedMsgQueueLimits } & BlockLimitsFields);

const TAG = { block_limits: 0x5d, block_limits_v2: 0x5e } as const;

export function loadBlockLimits(s: Slice): BlockLimits {
  const tag = loadTag(s, 8, Object.values(TAG), 'BlockLimits');
  const fields = { bytes: loadParamLimits(s), gas: loadParamLimits(s), ltDelta: loadParamLimits(s) };
  if (tag === TAG.block_limits) return { kind: 'block_limits', ...fields };
  const collatedData = loadParamLimits(s);
  loadTag(s, 8, [IMPORTED_QUEUE_TAG], 'ImportedMsgQueueLimits');
  return { kind: 'block_limits_v2', ...fields, collatedData, importedMsgQueue: { maxBytes: s.loadUint(32), maxMsgs: s.loadUint(32) } };
}

export function storeBlockLimits(b: Builder, value: BlockLimits): void {
  b.storeUint(TAG[value.kind], 8);
  storeParamLimits(b, value.bytes);
  storeParamLimits(b, value.gas);
  storeParamLimits(b, value.ltDelta);
  if (value.kind === 'block_limits') return;
  storeParamLimits(b, value.collatedData);
  b.storeUint(IMPORTED_QUEUE_TAG, 8).storeUint(value.importedMsgQueue.maxBytes, 32).storeUint(value.importedMsgQueue.maxMsgs, 32);
}

export function loadParamLimits(s: Slice): ParamLimits {
  loadTag(s, 8, [PARAM_LIMITS_TAG], 'ParamLimits');
  const value = { underload: s.loadUint(32), softLimit: s.loadUint(32), hardLimit: s.loadUint(32) };
  if (value.underload > value.softLimit || value.softLimit > value.hardLimit) {
    throw new TlbError('bad-value', `ParamLimits: need underload ≤ soft ≤ hard, got ${value.underload}/${value.softLimit}/${value.hardLimit}`);
  }
  return value;
}

export function storeParamLimits(b: Builder, value: ParamLimits): void {
  b.storeUint(PARAM_LIMITS_TAG, 8).storeUint(value.underload, 32).storeUint(value.softLimit, 32).storeUint(value.hardLimit, 32);
}
