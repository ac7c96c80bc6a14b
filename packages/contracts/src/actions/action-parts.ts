import { exitCodeMeaning, resultCodeMeaning } from '@tvmscan/tvm';
import type { ActionBase, ActionToken, StepFailure } from './action.js';
import type { TransactionReading } from './transaction-reading.js';

/** An action's common fields around its details: `accounts` once each, in the order given, without the missing ones. */
export function action<T extends string, D>(
  type: T,
  details: D,
  fields: { success: boolean; failure: StepFailure | null; accounts: readonly (string | null)[]; amount: bigint | null; token?: ActionToken | null },
): ActionBase<T, D> {
  return {
    type,
    success: fields.success,
    failure: fields.success ? null : fields.failure,
    accounts: [...new Set(fields.accounts.filter((account): account is string => account !== null))],
    amount: fields.amount === null ? null : fields.amount.toString(),
    token: fields.token ?? null,
    details,
  };
}

/** Where the transaction stopped, when it did not run to the end: the skipped compute phase, the VM's error, the action phase's. */
export function failureOf(reading: TransactionReading): StepFailure | null {
  if (reading.computeSkipped !== null) {
    return { phase: 'skipped', exitCode: null, resultCode: null, skipReason: reading.computeSkipped, meaning: null };
  }
  if (reading.exitCode !== null && reading.exitCode !== 0 && reading.exitCode !== 1) {
    return { phase: 'compute', exitCode: reading.exitCode, resultCode: null, skipReason: null, meaning: exitCodeMeaning(reading.exitCode) ?? null };
  }
  if (reading.resultCode !== null && reading.resultCode !== 0) {
    return {
      phase: 'action',
      exitCode: reading.exitCode,
      resultCode: reading.resultCode,
      skipReason: null,
      meaning: resultCodeMeaning(reading.resultCode) ?? null,
    };
  }
  return reading.aborted ? { phase: 'compute', exitCode: reading.exitCode, resultCode: reading.resultCode, skipReason: null, meaning: null } : null;
}

/** The outcome of a call: it ran to the end, or where it stopped. */
export function outcomeOf(reading: TransactionReading): { success: boolean; failure: StepFailure | null } {
  return { success: !reading.aborted, failure: failureOf(reading) };
}

/** A transfer or a cancellation that came back: failed at its destination. */
export const BOUNCED_BACK: StepFailure = { phase: 'bounced', exitCode: null, resultCode: null, skipReason: null, meaning: null };
