import { DASH } from './dash.js';
import { writeScaled } from './decimal.js';

/**
 * An amount given in the smallest unit (a decimal string or bigint) exactly in whole tokens, trailing zeros
 * trimmed and digits grouped in the language in use: formatAmount('1234567890000', 9) → '1,234.56789',
 * formatAmount('-2', 9) → '-0.000000002'. A dash when there is none.
 */
export function formatAmount(nano: string | bigint | null | undefined, decimals: number, locale?: string): string {
  if (nano == null || nano === '') return DASH;
  return writeScaled(BigInt(nano), decimals, true, locale);
}

/** The network's coin: how many decimals its smallest unit has and the symbol an amount of it carries. */
export interface Coin {
  readonly decimals: number;
  readonly tokenSymbol: string;
}

/** An amount of the network's coin with its symbol: formatCoins('50000000', EVER) → '0.05 EVER'; a dash alone when there is none. */
export function formatCoins(nano: string | bigint | null | undefined, { decimals, tokenSymbol }: Coin): string {
  const text = formatAmount(nano, decimals);
  return text === DASH ? DASH : `${text} ${tokenSymbol}`;
}
