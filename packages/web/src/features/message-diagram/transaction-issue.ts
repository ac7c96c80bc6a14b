import { displayExitCode, exitCodeMeaning, resultCodeMeaning } from '@tvmscan/tvm/error-catalogue';
import type { Transaction } from '@tvmscan/api/contract';

/**
 * What went wrong in a transaction (spec 000 §4, §8). An aborted transaction with no exit code on an
 * uninitialized account is the warning 'Receiving native currency with an uninitialized account'; every other
 * aborted transaction is an error, labelled by its exit code, else its result code, else 'no data'.
 */
export type TransactionIssue =
  | { kind: 'warning' }
  | { kind: 'error'; source: 'exitCode' | 'resultCode'; code: number; meaning: string | null }
  | { kind: 'error'; source: 'none' };

const SUCCESS_EXIT_CODES = new Set([0, 1]);

export function transactionIssue(transaction: Transaction): TransactionIssue | null {
  if (!transaction.aborted) return null;
  const { exitCode, resultCode } = transaction;
  if (exitCode === null && (transaction.origStatus === 'Uninit' || transaction.endStatus === 'Uninit')) {
    return { kind: 'warning' };
  }
  if (exitCode !== null && !SUCCESS_EXIT_CODES.has(exitCode)) {
    return { kind: 'error', source: 'exitCode', code: displayExitCode(exitCode), meaning: exitCodeMeaning(exitCode) ?? null };
  }
  if (resultCode !== null && resultCode !== 0) {
    return { kind: 'error', source: 'resultCode', code: resultCode, meaning: resultCodeMeaning(resultCode) ?? null };
  }
  return { kind: 'error', source: 'none' };
}

export const isWarning = (transaction: Transaction) => transactionIssue(transaction)?.kind === 'warning';
export const isError = (transaction: Transaction) => transactionIssue(transaction)?.kind === 'error';
