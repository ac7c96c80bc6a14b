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
