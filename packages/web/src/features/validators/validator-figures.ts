import { DASH, groupThousands, numberSeparators } from '../../shared/format/index.js';

const WEIGHT_PERCENT_DECIMALS = 4;
const MASTERCHAIN_PREFIX = '-1:';

/** A decimal string as an integer scaled by 10^decimals, cut (not rounded) beyond them: ('0.125', 2) → 12n. */
function scaleDecimal(text: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt((whole || '0') + fraction.slice(0, decimals).padEnd(decimals, '0'));
}

/**
 * A fraction of the set's weight ('0.012345678') in percent with 4 decimals, rounded half up: '1.2346 %' is written
 * '1.2346' (in the separators of `locale`, else of the language in use). A dash when the weight is not a decimal.
 */
export function weightPercent(fraction: string, locale?: string): string {
  if (!/^\d+(\.\d+)?$/.test(fraction)) return DASH;
  const digits = WEIGHT_PERCENT_DECIMALS + 2;
  const scaledUp = scaleDecimal(fraction, digits + 1);
  const rounded = (scaledUp + 5n) / 10n;
  const text = rounded.toString().padStart(WEIGHT_PERCENT_DECIMALS + 1, '0');
  return `${groupThousands(text.slice(0, -WEIGHT_PERCENT_DECIMALS), locale)}${numberSeparators(locale).decimal}${text.slice(-WEIGHT_PERCENT_DECIMALS)}`;
}

/** An amount in the smallest unit in whole tokens rounded up: ('1000000001', 9) → 2n; null stays null. */
export function roundUpTokens(nano: string | null, decimals: number): bigint | null {
  if (nano === null || nano === '') return null;
  const value = BigInt(nano);
  const unit = 10n ** BigInt(decimals);
  const whole = value / unit;
  return value % unit > 0n ? whole + 1n : whole;
}

/** Bonuses as whole tokens rounded up, thousands grouped ('1,235'); a dash while unknown. */
export function formatBonuses(nano: string | null, decimals: number): string {
  const tokens = roundUpTokens(nano, decimals);
  if (tokens === null) return DASH;
  return tokens < 0n ? `-${groupThousands((-tokens).toString())}` : groupThousands(tokens.toString());
}

/** A validator's wallet as a masterchain address: the elector keeps the account id alone, so '-1:' is added. */
export function validatorAddress(address: string | null): string | null {
  if (!address) return null;
  return address.includes(':') ? address : `${MASTERCHAIN_PREFIX}${address.toLowerCase()}`;
}
