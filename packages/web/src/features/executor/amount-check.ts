import { parseAmountInput, parseNumericInput } from '../../shared/format/numeric-input.js';

/** Why an internal message's amount cannot be sent (spec 001 §8: its three messages). */
export type AmountProblem = 'amountMissing' | 'amountNegative' | 'amountInvalid';

/**
 * An internal message's amount in the smallest unit (spec 001 §5): it must be set, a finite number and not negative;
 * digits beyond the currency's decimals are dropped (rounding down).
 */
export function checkAmount(text: string, decimals: number): { units: string } | { problem: AmountProblem } {
  if (text.trim() === '') return { problem: 'amountMissing' };
  const value = parseNumericInput(text);
  if (value === undefined) return { problem: 'amountInvalid' };
  if (value < 0) return { problem: 'amountNegative' };
  return { units: parseAmountInput(text, decimals)! };
}
