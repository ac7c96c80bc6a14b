import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';
import { loadUintFields, storeUintFields, type UintFields, type UintLayout } from './uint-fields.js';

const TAG = 0x00;

const PREPARE_LAYOUT = [
  ['fixedPart', 32],
  ['msgsStats', 16],
  ['remainingMsgsStats', 16],
  ['readExtMsgs', 16],
  ['readIntMsgs', 16],
  ['readNewMsgs', 16],
  ['addToMsgGroups', 16],
] as const;

const EXECUTE_LAYOUT = [
  ['prepare', 32],
  ['execute', 16],
  ['executeErr', 16],
  ['executeDelimiter', 32],
  ['serializeEnqueue', 16],
  ['serializeDequeue', 16],
  ['insertNewMsgs', 16],
  ['subgroupSize', 16],
] as const;

const FINALIZE_LAYOUT = [
  ['buildTransactions', 16],
  ['buildAccounts', 16],
  ['buildInMsg', 16],
  ['buildOutMsg', 16],
  ['serializeMin', 32],
  ['serializeAccounts', 16],
  ['serializeMsg', 16],
  ['stateUpdateMin', 32],
  ['stateUpdateAccounts', 16],
  ['stateUpdateMsg', 16],
  ['createDiff', 16],
  ['serializeDiff', 16],
  ['applyDiff', 16],
  ['diffTailLen', 16],
] as const;

/** Tycho's `work_units_params_prepare_tycho#00`: work units charged while preparing message groups. */
export type WorkUnitsParamsPrepare = UintFields<typeof PREPARE_LAYOUT>;
/** Tycho's `work_units_params_execute_tycho#00`: work units charged while executing messages. */
export type WorkUnitsParamsExecute = UintFields<typeof EXECUTE_LAYOUT>;
/** Tycho's `work_units_params_finalize_tycho#00`: work units charged while finalising a block. */
export type WorkUnitsParamsFinalize = UintFields<typeof FINALIZE_LAYOUT>;

/** Tycho's `work_units_params_tycho#00 prepare execute finalize`: how the collator measures its work. */
export interface WorkUnitsParams {
  prepare: WorkUnitsParamsPrepare;
  execute: WorkUnitsParamsExecute;
  finalize: WorkUnitsParamsFinalize;
}

export function loadWorkUnitsParams(s: Slice): WorkUnitsParams {
  loadTag(s, 8, [TAG], 'WorkUnitsParams');
  return {
    prepare: loadTagged(s, PREPARE_LAYOUT, 'WorkUnitsParamsPrepare'),
    execute: loadTagged(s, EXECUTE_LAYOUT, 'WorkUnitsParamsExecute'),
    finalize: loadTagged(s, FINALIZE_LAYOUT, 'WorkUnitsParamsFinalize'),
  };
}

export function storeWorkUnitsParams(b: Builder, value: WorkUnitsParams): void {
  b.storeUint(TAG, 8);
  storeTagged(b, PREPARE_LAYOUT, value.prepare);
  storeTagged(b, EXECUTE_LAYOUT, value.execute);
  storeTagged(b, FINALIZE_LAYOUT, value.finalize);
}

function loadTagged<L extends UintLayout>(s: Slice, layout: L, structure: string): UintFields<L> {
  loadTag(s, 8, [TAG], structure);
  return loadUintFields(s, layout);
}

function storeTagged<L extends UintLayout>(b: Builder, layout: L, value: UintFields<L>): void {
  b.storeUint(TAG, 8);
  storeUintFields(b, layout, value);
}
