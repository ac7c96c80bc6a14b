import { displayExitCode, exitCodeMeaning, resultCodeMeaning } from '@tvmscan/tvm/error-catalogue';
import type { Transaction } from '@tvmscan/api/contract';

/** A code with its meaning from the error catalogue (spec 000 §8), when the catalogue knows it. */
export interface ExplainedCode {
  source: 'exit' | 'result';
  /** As displayed: VM exit codes -3..-14 read 2..13. */
  code: number;
  meaning: string | null;
}

export type TransactionOutcome = { kind: 'ok' } | { kind: 'uninitWarning' } | { kind: 'error'; cause: ExplainedCode | null };

/** Exit codes 0 and 1 are the VM's successes. */
const isFailureExit = (code: number) => code !== 0 && code !== 1;

export function explainExitCode(code: number): ExplainedCode {
  return { source: 'exit', code: displayExitCode(code), meaning: exitCodeMeaning(code) ?? null };
}

export function explainResultCode(code: number): ExplainedCode {
  return { source: 'result', code, meaning: resultCodeMeaning(code) ?? null };
}

/**
 * Spec 000 §4: an aborted transaction with no exit code on an Uninit account only warns (native currency
 * received by an uninitialized account); every other aborted transaction is an error, explained by its exit
 * code when the VM failed, else by its action phase result code. The account counts as Uninit when it was, or
 * when the value made a non-existent account one (its compute phase skipped for lack of state).
 */
export function transactionOutcome(
  transaction: Pick<Transaction, 'aborted' | 'exitCode' | 'resultCode' | 'origStatus' | 'endStatus'>,
): TransactionOutcome {
  if (!transaction.aborted) return { kind: 'ok' };
  const { exitCode, resultCode } = transaction;
  const uninitialized = transaction.origStatus === 'Uninit' || transaction.endStatus === 'Uninit';
  if (exitCode === null && uninitialized) return { kind: 'uninitWarning' };
  if (exitCode !== null && isFailureExit(exitCode)) return { kind: 'error', cause: explainExitCode(exitCode) };
  if (resultCode !== null && resultCode !== 0) return { kind: 'error', cause: explainResultCode(resultCode) };
  return { kind: 'error', cause: null };
}
