import type { Transaction } from '@tvmscan/api/contract';

/** The sum of the total fees of the chain's transactions, in the smallest unit. */
export function chainFeesTotal(transactions: readonly Transaction[]): bigint {
  return transactions.reduce((sum, transaction) => sum + BigInt(transaction.totalFees), 0n);
}
