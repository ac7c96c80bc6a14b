import { numberSeparators } from './number-separators.js';

/** Groups the digits of a non-negative integer string by thousands in the language in use: '1234567' → '1,234,567'. */
export function groupThousands(digits: string, locale?: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, numberSeparators(locale).group);
}

/** `numerator / denominator` rounded half away from zero; `denominator` is positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}

/**
 * A scaled integer `value / 10^fractionDigits` in the language in use, its whole part grouped by thousands
 * (unless `group` is false) and its fraction without trailing zeros: (1234500n, 3) → '1,234.5'.
 */
export function writeScaled(value: bigint, fractionDigits: number, group = true, locale?: string): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits).replace(/0+$/, '');
  const wholeText = group ? groupThousands(whole, locale) : whole;
  return sign + (fraction ? `${wholeText}${numberSeparators(locale).decimal}${fraction}` : wholeText);
}

/**
 * A number rounded to `fractionDigits` decimals, its zeros kept, in the separators of the language in use:
 * formatFixed(1.8, 2) → '1.80' in English, '1,80' in Indonesian; formatFixed(1234.5, 1) → '1,234.5'.
 */
export function formatFixed(value: number, fractionDigits: number, locale?: string): string {
  const [whole = '0', fraction] = Math.abs(value).toFixed(fractionDigits).split('.');
  const sign = value < 0 && /[1-9]/.test(whole + (fraction ?? '')) ? '-' : '';
  const grouped = groupThousands(whole, locale);
  return sign + (fraction ? `${grouped}${numberSeparators(locale).decimal}${fraction}` : grouped);
}
