import { DASH } from './dash.js';
import { divideRounded, writeScaled } from './decimal.js';

export const AMOUNT_FRACTION_DIGITS = 2;

/**
 * An amount given in the smallest unit (a decimal string or bigint) in whole tokens with 2 decimals,
 * thousands grouped: formatAmount('1234567890000', 9) → '1,234.57'. A dash when there is none.
 */
export function formatAmount(nano: string | bigint | null | undefined, decimals: number): string {
  if (nano == null || nano === '') return DASH;
  const scaled = divideRounded(BigInt(nano), 10n ** BigInt(Math.max(decimals - AMOUNT_FRACTION_DIGITS, 0)));
  const shift = 10n ** BigInt(Math.max(AMOUNT_FRACTION_DIGITS - decimals, 0));
  return writeScaled(scaled * shift, AMOUNT_FRACTION_DIGITS);
}
