import { expect } from 'vitest';
import { defined } from '@tvmscan/tvm/testing';
import type { ExecutedTransaction } from './emulated-chain.js';

/** Every transaction ran to the end: compute and action phases succeeded, nothing was rolled back. */
export function expectAllSucceeded(txs: ExecutedTransaction[]): void {
  for (const tx of txs) {
    expect(tx.view.aborted, `transaction on ${tx.view.account} (exit ${tx.view.exitCode}, result ${tx.view.resultCode})`).toBe(false);
    expect(tx.view.exitCode).toBe(0);
    expect(tx.view.resultCode).toBe(0);
  }
}

/** The one transaction of `account` in the cascade. */
export function transactionOf(txs: ExecutedTransaction[], account: string): ExecutedTransaction {
  const found = txs.filter((tx) => tx.view.account === account);
  expect(found, `transactions on ${account}`).toHaveLength(1);
  return defined(found[0], `the transaction on ${account}`);
}

/** Destinations of a transaction's internal out messages, in the order it sent them. */
export function internalDestinations(tx: ExecutedTransaction): (string | null)[] {
  return tx.view.outMessages.filter((m) => m.messageType === 'Internal').map((m) => m.dst);
}
