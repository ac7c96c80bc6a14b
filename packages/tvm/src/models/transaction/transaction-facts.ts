import { accountStateLabel, type AccountStateLabel } from '../account/account-state-label.js';
import type { Transaction } from './transaction.js';
import type { TrActionPhase } from './action-phase.js';
import type { TrComputePhase } from './compute-phase.js';

const MASTERCHAIN = -1;

/**
 * The workchain of a transaction read on its own (outside its block): a tick-tock transaction is on
 * the masterchain; otherwise the inbound message's destination tells, else an outbound message's
 * source. Null when there are no messages to tell (a storage transaction, for one).
 */
export function transactionWorkchain(tx: Transaction): number | null {
  if (tx.description.kind === 'tickTock') return MASTERCHAIN;
  const inInfo = tx.inMsg?.message.info;
  if (inInfo !== undefined && inInfo.kind !== 'externalOut') return inInfo.dest.workchain;
  const outInfo = tx.outMsgs[0]?.message.info;
  if (outInfo !== undefined && outInfo.kind !== 'externalIn') return outInfo.src.workchain;
  return null;
}

/** The compute phase, for the kinds of transaction that have one. */
export function transactionComputePhase(tx: Transaction): TrComputePhase | null {
  return 'computePhase' in tx.description ? tx.description.computePhase : null;
}

/** The action phase, when the transaction has one. */
export function transactionActionPhase(tx: Transaction): TrActionPhase | null {
  return 'actionPhase' in tx.description ? tx.description.actionPhase : null;
}

/** The TVM exit code; null when the compute phase was skipped or the transaction has none. */
export function transactionExitCode(tx: Transaction): number | null {
  const compute = transactionComputePhase(tx);
  return compute?.kind === 'vm' ? compute.exitCode : null;
}

/** The action phase's result code, or null without an action phase. */
export function transactionResultCode(tx: Transaction): number | null {
  return transactionActionPhase(tx)?.resultCode ?? null;
}

/** The spec's label for the state the transaction left its account in: `Deleted` when it removed an existing account. */
export function transactionEndStateLabel(tx: Transaction): AccountStateLabel {
  return accountStateLabel(tx.endStatus, tx.origStatus !== 'nonexist');
}
