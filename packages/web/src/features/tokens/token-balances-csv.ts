import type { Token, TokenBalance } from '@tvmscan/api/token-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';
import { sharePercent, usdCents } from './token-figures.js';

export const TOKEN_BALANCES_CSV_FILE = 'token-balances.csv';
export const HOLDERS_CSV_FILE = 'holders.csv';

const scaledAmount = (balance: TokenBalance) => (balance.scale === null ? balance.amount : tokenAmount(balance.amount, balance.scale));

/** An owner's balances: amounts exact in whole tokens, the USD value in dollars with cents where a price is known. */
export const TOKEN_BALANCES_CSV_COLUMNS: CsvColumn<TokenBalance>[] = [
  { header: 'Token', value: (balance) => balance.token, freeText: true },
  { header: 'Root address', value: (balance) => balance.rootAddress },
  { header: 'Wallet address', value: (balance) => balance.walletAddress },
  { header: 'Amount', value: scaledAmount },
  { header: 'USD price', value: (balance) => balance.usdPrice },
  {
    header: 'USD value',
    value: (balance) => {
      const cents = balance.scale === null ? null : usdCents(balance.amount, balance.scale, balance.usdPrice);
      return cents === null ? null : tokenAmount(cents.toString(), 2);
    },
  },
];

/** A root's holders: amounts exact in whole tokens and the share of the total supply in percent. */
export function holdersCsvColumns(token: Token): CsvColumn<TokenBalance>[] {
  return [
    { header: 'Owner', value: (balance) => balance.ownerAddress },
    { header: 'Wallet address', value: (balance) => balance.walletAddress },
    { header: 'Amount', value: (balance) => tokenAmount(balance.amount, token.scale) },
    {
      header: 'Share of supply (%)',
      value: (balance) => {
        const share = sharePercent(balance.amount, token.totalSupply);
        return share === null ? null : tokenAmount(share.toString(), 4);
      },
    },
  ];
}
