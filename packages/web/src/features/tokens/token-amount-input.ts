/** Why a typed amount cannot filter: not a plain number, below zero, or finer than the token's decimals. */
export type AmountProblem = 'number' | 'negative' | 'decimals';

const PLAIN_AMOUNT = /^(\d+(\.\d*)?|\.\d+)$/;

/**
 * What stops `text` (whole tokens, e.g. '3.5') from filtering a token of `decimals` decimals; null when it can, blank
 * included. With `decimals` null (a token whose decimals are not known yet) the digits after the point are not counted.
 */
export function tokenAmountProblem(text: string, decimals: number | null): AmountProblem | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (/^-\s*(\d|\.)/.test(trimmed)) return 'negative';
  if (!PLAIN_AMOUNT.test(trimmed)) return 'number';
  const fraction = trimmed.split('.')[1] ?? '';
  return decimals !== null && fraction.replace(/0+$/, '').length > decimals ? 'decimals' : null;
}

/**
 * An amount typed in whole tokens as the API's smallest units, exactly ('3.5' with 9 decimals → '3500000000'), digits
 * past the decimals dropped; undefined when blank. The text must have passed `tokenAmountProblem`.
 */
export function tokenAmountUnits(text: string | undefined, decimals: number): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const [whole = '', fraction = ''] = trimmed.split('.');
  return BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0')).toString();
}
