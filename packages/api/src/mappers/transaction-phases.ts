import type {
  AccStatusChange,
  ComputeSkipReason,
  StorageUsed,
  TrActionPhase,
  TrBouncePhase,
  TrComputePhase,
  TrCreditPhase,
  TrStoragePhase,
} from '@tvmscan/tvm';
import type { Jsonified } from '../schemas/decoded-json.js';
import type { TransactionDetails } from '../schemas/transaction.js';
import type { SkipReason, StatusChange } from '../schemas/transaction-phases.js';

type Phases = TransactionDetails['description'];

const STATUS_CHANGES: Record<AccStatusChange, StatusChange> = { unchanged: 'Unchanged', frozen: 'Frozen', deleted: 'Deleted' };
const SKIP_REASONS: Record<ComputeSkipReason, SkipReason> = { noState: 'NoState', badState: 'BadState', noGas: 'NoGas', suspended: 'Suspended' };

/** The codec's phases as the indexer stored them (JSON, bigints as strings), in the API's spellings. */
export function storagePhase(phase: Jsonified<TrStoragePhase>): NonNullable<Phases['storage']> {
  return { storageFeesCollected: phase.storageFeesCollected, storageFeesDue: phase.storageFeesDue, statusChange: STATUS_CHANGES[phase.statusChange] };
}

export function creditPhase(phase: Jsonified<TrCreditPhase>): NonNullable<Phases['credit']> {
  return {
    dueFeesCollected: phase.dueFeesCollected,
    credit: phase.credit.coins,
    creditOther: phase.credit.other.map(({ id, amount }) => ({ id, amount })),
  };
}

export function computePhase(phase: Jsonified<TrComputePhase>): NonNullable<Phases['compute']> {
  if (phase.kind === 'skipped') return { kind: 'Skipped', reason: SKIP_REASONS[phase.reason] };
  const { kind: _kind, ...vm } = phase;
  return { kind: 'Vm', ...vm };
}

export function actionPhase(phase: Jsonified<TrActionPhase>): NonNullable<Phases['action']> {
  return { ...phase, statusChange: STATUS_CHANGES[phase.statusChange], totMsgSize: messageSize(phase.totMsgSize) };
}

export function bouncePhase(phase: Jsonified<TrBouncePhase>): NonNullable<Phases['bounce']> {
  switch (phase.kind) {
    case 'negfunds':
      return { kind: 'Negfunds' };
    case 'nofunds':
      return { kind: 'Nofunds', msgSize: messageSize(phase.msgSize), reqFwdFees: phase.reqFwdFees };
    case 'ok':
      return { kind: 'Ok', msgSize: messageSize(phase.msgSize), msgFees: phase.msgFees, fwdFees: phase.fwdFees };
  }
}

function messageSize(size: Jsonified<StorageUsed>): { cells: number; bits: number } {
  return { cells: Number(size.cells), bits: Number(size.bits) };
}
