import type { Transaction } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';
import { formatDate } from '../../shared/format/index.js';

export const TRANSACTIONS_CSV_FILE = 'transactions.csv';

/** Amounts in whole tokens (nano ÷ 10^decimals), exact. */
export function transactionsCsvColumns(decimals: number, symbol: string): CsvColumn<Transaction>[] {
  return [
    { header: 'Hash', value: (transaction) => transaction.hash },
    { header: 'Time', value: (transaction) => formatDate(transaction.time) },
    { header: 'Unix time', value: (transaction) => transaction.time },
    { header: 'Account', value: (transaction) => transaction.accountId },
    { header: 'Type', value: (transaction) => transaction.txType },
    { header: 'Aborted', value: (transaction) => transaction.aborted },
    { header: 'Exit code', value: (transaction) => transaction.exitCode },
    { header: 'Method', value: (transaction) => transaction.methodName, freeText: true },
    { header: `Balance change, ${symbol}`, value: (transaction) => tokenAmount(transaction.balanceChange, decimals) },
    { header: `Fees, ${symbol}`, value: (transaction) => tokenAmount(transaction.totalFees, decimals) },
    { header: `Value received, ${symbol}`, value: (transaction) => tokenAmount(transaction.valueReceived, decimals) },
    { header: `Value sent, ${symbol}`, value: (transaction) => tokenAmount(transaction.valueSent, decimals) },
    { header: 'Logical time', value: (transaction) => transaction.lt },
    { header: 'Block root hash', value: (transaction) => transaction.blockRootHash },
  ];
}
