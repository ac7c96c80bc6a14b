/**
 * An amount in the smallest unit as an exact decimal in whole tokens, without grouping or rounding, for CSV:
 * tokenAmount('1500000000', 9) → '1.5', tokenAmount('-1', 9) → '-0.000000001'.
 */
export function tokenAmount(nano: string | null, decimals: number): string | null {
  if (nano === null || nano === '') return null;
  const value = BigInt(nano);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
