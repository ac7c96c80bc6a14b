import { DASH } from './dash.js';
import { divideRounded, writeScaled } from './decimal.js';

export const NUMBER_SUFFIXES = ['', 'K', 'M', 'B', 'T', 'P', 'E', 'Z', 'Y'] as const;
const SHORT_FRACTION_DIGITS = 2;
const STEP = 1000n;

/**
 * `scaled / 10^scale` shortened in steps of a thousand with K, M, B, T, P, E, Z, Y and at most 2 decimals:
 * 1234 → '1.23K', 999999 → '1M', 12 → '12'.
 */
export function shortenDecimal(scaled: bigint, scale: number): string {
  const magnitude = scaled < 0n ? -scaled : scaled;
  const unit = 10n ** BigInt(scale);
  let step = 0;
  while (step < NUMBER_SUFFIXES.length - 1 && magnitude >= unit * STEP ** BigInt(step + 1)) step++;
  let shown = divideRounded(scaled * 100n, unit * STEP ** BigInt(step));
  const absShown = shown < 0n ? -shown : shown;
  if (absShown >= STEP * 100n && step < NUMBER_SUFFIXES.length - 1) {
    step++;
    shown = divideRounded(shown, STEP);
  }
  const text = writeScaled(shown, SHORT_FRACTION_DIGITS, false);
  return text + NUMBER_SUFFIXES[step];
}

/** A count or other number shortened with K…Y; a dash when there is none. */
export function shortenNumber(value: number | bigint | null | undefined): string {
  if (value == null) return DASH;
  if (typeof value === 'bigint') return shortenDecimal(value, 0);
  if (!Number.isFinite(value)) return DASH;
  return Number.isInteger(value) ? shortenDecimal(BigInt(value), 0) : shortenDecimal(BigInt(Math.round(value * 100)), 2);
}

/** An amount in the smallest unit shortened in whole tokens: shortenAmount('1500000000000', 9) → '1.5K'. */
export function shortenAmount(nano: string | bigint | null | undefined, decimals: number): string {
  if (nano == null || nano === '') return DASH;
  return shortenDecimal(BigInt(nano), decimals);
}
