import { groupThousands, writeScaled } from '../../shared/format/decimal.js';
import { numberSeparators } from '../../shared/format/number-separators.js';

/** Percentages are shown with 4 decimals, as spec 001 §9 writes weights in percent. */
const SHARE_FRACTION_DIGITS = 4;
/** Money is shown with 2 decimals (spec 001 §9). */
const MONEY_FRACTION_DIGITS = 2;
const PLAIN_DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/**
 * A holder's part of the total supply in percent, `amount / totalSupply` (spec 001 §2), as a scaled integer
 * with 4 decimals rounded down, exact for amounts of any size; null when the supply is zero.
 */
export function sharePercent(amount: string, totalSupply: string): bigint | null {
  const supply = BigInt(totalSupply);
  if (supply <= 0n) return null;
  return (BigInt(amount) * 100n * 10n ** BigInt(SHARE_FRACTION_DIGITS)) / supply;
}

/** The share in percent as text: '12.5%'; a share too small to show at 4 decimals reads '<0.0001%'. */
export function formatShare(amount: string, totalSupply: string, locale?: string): string | null {
  const share = sharePercent(amount, totalSupply);
  if (share === null) return null;
  if (share === 0n && BigInt(amount) > 0n) return `<${writeScaled(1n, SHARE_FRACTION_DIGITS, true, locale)}%`;
  return `${writeScaled(share, SHARE_FRACTION_DIGITS, true, locale)}%`;
}

/**
 * The USD value of `amount` (smallest units of a token of `decimals`) at `usdPrice` (a plain decimal text, per whole
 * token) in cents, rounded down and exact; null when there is no price or it is not a plain decimal.
 */
export function usdCents(amount: string, decimals: number, usdPrice: string | null | undefined): bigint | null {
  const match = usdPrice ? PLAIN_DECIMAL.exec(usdPrice) : null;
  if (!match) return null;
  const fraction = match[2] ?? '';
  const price = BigInt(match[1] + fraction);
  const scale = 10n ** BigInt(decimals + fraction.length);
  return (BigInt(amount) * price * 10n ** BigInt(MONEY_FRACTION_DIGITS)) / scale;
}

/** The USD value with exactly 2 decimals and grouped digits ('1,234.50'), or null without a price. */
export function formatUsd(amount: string, decimals: number, usdPrice: string | null | undefined, locale?: string): string | null {
  const cents = usdCents(amount, decimals, usdPrice);
  if (cents === null) return null;
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(MONEY_FRACTION_DIGITS + 1, '0');
  const whole = groupThousands(digits.slice(0, -MONEY_FRACTION_DIGITS), locale);
  return `${sign}${whole}${numberSeparators(locale).decimal}${digits.slice(-MONEY_FRACTION_DIGITS)}`;
}

/** A USD price with every digit it has and its whole part grouped ('$1,234.0005'), or null without a price. */
export function formatUsdPrice(usdPrice: string | null, locale?: string): string | null {
  const match = usdPrice ? PLAIN_DECIMAL.exec(usdPrice) : null;
  if (!match) return null;
  const whole = groupThousands(match[1]!, locale);
  return match[2] ? `$${whole}${numberSeparators(locale).decimal}${match[2]}` : `$${whole}`;
}

/** A USD sum given as a decimal text (a market value), to the cent: '$10,005.00'; null without one. */
export function formatUsdDecimal(value: string | null, locale?: string): string | null {
  const text = formatUsd('1', 0, value, locale);
  return text === null ? null : `$${text}`;
}
