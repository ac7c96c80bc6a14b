/**
 * How the web app writes values in English (spec 000 §9), written independently of the app so that the specs check
 * its output rather than repeat it.
 */

export function groupInteger(value: number | string): string {
  const text = String(value);
  const digits = text.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return text.startsWith('-') ? `-${digits}` : digits;
}

/** Seconds as '18 h 12 m 16 s', zero parts left out. */
export function durationText(seconds: number): string {
  const parts: string[] = [];
  let rest = seconds;
  for (const [unit, size] of [
    ['d', 86_400],
    ['h', 3_600],
    ['m', 60],
    ['s', 1],
  ] as const) {
    const count = Math.floor(rest / size);
    rest -= count * size;
    if (count > 0) parts.push(`${groupInteger(count)} ${unit}`);
  }
  return parts.length > 0 ? parts.join(' ') : '0 s';
}

/** A weight fraction ('0.447105788') in percent with 4 decimals, half up. */
export function weightPercentText(fraction: string): string {
  const [whole = '0', decimals = ''] = fraction.split('.');
  const scaled = BigInt(whole + decimals.slice(0, 7).padEnd(7, '0'));
  const text = ((scaled + 5n) / 10n).toString().padStart(5, '0');
  return `${groupInteger(text.slice(0, -4))}.${text.slice(-4)}`;
}

/** A 16.16 fixed-point value as its exact decimal. */
export function fixed16Text(value: string | number): string {
  const scaled = (BigInt(value) * 10n ** 16n) / 65_536n;
  const digits = scaled.toString().padStart(17, '0');
  const fraction = digits.slice(-16).replace(/0+$/, '');
  return `${groupInteger(digits.slice(0, -16))}${fraction ? `.${fraction}` : ''}`;
}

/** An amount in its smallest unit as whole tokens, exactly: digits grouped, trailing zeros of the fraction trimmed. */
export function tokensText(nano: string, decimals = 9): string {
  const value = BigInt(nano);
  const digits = (value < 0n ? -value : value).toString().padStart(decimals + 1, '0');
  const fraction = digits.slice(-decimals).replace(/0+$/, '');
  return `${value < 0n ? '-' : ''}${groupInteger(digits.slice(0, -decimals))}${fraction ? `.${fraction}` : ''}`;
}
