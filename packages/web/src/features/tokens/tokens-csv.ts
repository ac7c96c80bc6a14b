import type { Token } from '@tvmscan/api/token-contract';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { tokenAmount } from '../../shared/csv/token-amount.js';

/** The tokens export's name (spec 001 §9). */
export const TOKENS_CSV_FILE = 'tokens.csv';

/**
 * The tokens table's columns; the total supply and the 24-hour volume exact in whole tokens (smallest units ÷
 * 10^decimals), the price and market value in US dollars as the API gives them (empty without a price).
 */
export const TOKENS_CSV_COLUMNS: CsvColumn<Token>[] = [
  { header: 'Address', value: (token) => token.rootAddress },
  { header: 'Name', value: (token) => token.name, freeText: true },
  { header: 'Symbol', value: (token) => token.token, freeText: true },
  { header: 'Decimals', value: (token) => token.scale },
  { header: 'Total supply', value: (token) => tokenAmount(token.totalSupply, token.scale) },
  { header: 'Standard', value: (token) => token.tokenStandard },
  { header: 'USD price', value: (token) => token.usdPrice },
  { header: 'USD market value', value: (token) => token.marketValue },
  { header: 'Holders', value: (token) => token.holders },
  { header: 'Transfers 24h', value: (token) => token.transfers24h },
  { header: 'Volume 24h', value: (token) => tokenAmount(token.volume24h, token.scale) },
];
