import type { Account } from '@tvmscan/api/contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';
import { formatDate } from '../../shared/format/index.js';

export const ACCOUNTS_CSV_FILE = 'accounts.csv';

/** Balances in whole tokens (nano ÷ 10^decimals), exact. */
export function accountsCsvColumns(decimals: number, symbol: string): CsvColumn<Account>[] {
  return [
    { header: 'Address', value: (account) => account.address },
    { header: `Balance, ${symbol}`, value: (account) => tokenAmount(account.balance, decimals) },
    { header: 'State', value: (account) => account.state },
    { header: 'Created', value: (account) => (account.createdAt === null ? null : formatDate(account.createdAt)) },
    { header: 'Created unix time', value: (account) => account.createdAt },
    { header: 'Updated', value: (account) => (account.updatedAt === null ? null : formatDate(account.updatedAt)) },
    { header: 'Updated unix time', value: (account) => account.updatedAt },
    { header: 'Creator', value: (account) => account.creatorAddress },
    { header: 'Code hash', value: (account) => account.codeHash },
    { header: 'Last transaction hash', value: (account) => account.lastTransHash },
  ];
}
