/** Groups the digits of a non-negative integer string by thousands: '1234567' → '1,234,567'. */
export function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** `numerator / denominator` rounded half away from zero; `denominator` is positive. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const half = denominator / 2n;
  return numerator >= 0n ? (numerator + half) / denominator : -((-numerator + half) / denominator);
}

/** A scaled integer `value / 10^fractionDigits` written with exactly `fractionDigits` decimals. */
export function writeScaled(value: bigint, fractionDigits: number, group = true): string {
  const sign = value < 0n ? '-' : '';
  const digits = (value < 0n ? -value : value).toString().padStart(fractionDigits + 1, '0');
  const whole = digits.slice(0, digits.length - fractionDigits);
  const fraction = digits.slice(digits.length - fractionDigits);
  const wholeText = group ? groupThousands(whole) : whole;
  return sign + (fractionDigits > 0 ? `${wholeText}.${fraction}` : wholeText);
}
