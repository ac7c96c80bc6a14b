const PLAIN_DECIMAL = /^[+-]?\d*\.?\d*$/;

/** A filter's text as a number; empty when blank or when it does not parse to a finite number. */
export function parseNumericInput(text: string | null | undefined): number | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A filter's amount in whole tokens converted to the smallest unit as a decimal string (bigint-exact for
 * plain decimals: '1.5' with 9 decimals → '1500000000'); digits beyond the token's decimals are dropped.
 * Empty when the text is not a finite number.
 */
export function parseAmountInput(text: string | null | undefined, decimals: number): string | undefined {
  const value = parseNumericInput(text);
  if (value === undefined) return undefined;
  const trimmed = (text ?? '').trim();
  if (!PLAIN_DECIMAL.test(trimmed) && Math.abs(value) >= 1e21) {
    return (BigInt(value) * 10n ** BigInt(decimals)).toString();
  }
  const plain = PLAIN_DECIMAL.test(trimmed) ? trimmed : value.toFixed(Math.min(decimals, 100));
  const negative = plain.startsWith('-');
  const [whole = '', fraction = ''] = plain.replace(/^[+-]/, '').split('.');
  const units = BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return (negative && units !== 0n ? -units : units).toString();
}
