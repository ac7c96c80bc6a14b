import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';
import { loadStorageUsed, storeStorageUsed, type StorageUsed } from '../account/storage-info.js';
import { loadAccStatusChange, storeAccStatusChange, type AccStatusChange } from './acc-status-change.js';

/**
 * tr_phase_action$_ success:Bool valid:Bool no_funds:Bool status_change:AccStatusChange
 * total_fwd_fees:(Maybe Grams) total_action_fees:(Maybe Grams) result_code:int32 result_arg:(Maybe int32)
 * tot_actions:uint16 spec_actions:uint16 skipped_actions:uint16 msgs_created:uint16
 * action_list_hash:bits256 tot_msg_size:StorageUsed.
 */
export interface TrActionPhase {
  success: boolean;
  valid: boolean;
  noFunds: boolean;
  statusChange: AccStatusChange;
  totalFwdFees: bigint | null;
  totalActionFees: bigint | null;
  resultCode: number;
  resultArg: number | null;
  totActions: number;
  specActions: number;
  skippedActions: number;
  msgsCreated: number;
  actionListHash: string;
  totMsgSize: StorageUsed;
}

export function decodeActionPhase(cell: Cell): TrActionPhase {
  const s = new Slice(cell);
  const success = s.loadBit();
  const valid = s.loadBit();
  const noFunds = s.loadBit();
  const statusChange = loadAccStatusChange(s);
  const totalFwdFees = s.loadBit() ? s.loadCoins() : null;
  const totalActionFees = s.loadBit() ? s.loadCoins() : null;
  const resultCode = s.loadInt(32);
  const resultArg = s.loadBit() ? s.loadInt(32) : null;
  const totActions = s.loadUint(16);
  const specActions = s.loadUint(16);
  const skippedActions = s.loadUint(16);
  const msgsCreated = s.loadUint(16);
  const actionListHash = bytesToHex(s.loadBytes(32));
  const totMsgSize = loadStorageUsed(s);
  s.expectEnd('TrActionPhase');
  return {
    success,
    valid,
    noFunds,
    statusChange,
    totalFwdFees,
    totalActionFees,
    resultCode,
    resultArg,
    totActions,
    specActions,
    skippedActions,
    msgsCreated,
    actionListHash,
    totMsgSize,
  };
}

export function encodeActionPhase(phase: TrActionPhase): Cell {
  const b = new Builder().storeBit(phase.success).storeBit(phase.valid).storeBit(phase.noFunds);
  storeAccStatusChange(b, phase.statusChange);
  storeMaybeCoins(b, phase.totalFwdFees);
  storeMaybeCoins(b, phase.totalActionFees);
  b.storeInt(phase.resultCode, 32).storeBit(phase.resultArg !== null);
  if (phase.resultArg !== null) b.storeInt(phase.resultArg, 32);
  b.storeUint(phase.totActions, 16).storeUint(phase.specActions, 16).storeUint(phase.skippedActions, 16).storeUint(phase.msgsCreated, 16);
  b.storeBytes(hexToBytes(phase.actionListHash));
  storeStorageUsed(b, phase.totMsgSize);
  return b.endCell();
}

function storeMaybeCoins(b: Builder, value: bigint | null): void {
  b.storeBit(value !== null);
  if (value !== null) b.storeCoins(value);
}
