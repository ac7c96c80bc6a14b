import { groupThousands } from '../../shared/format/index.js';

const FIXED_16_16_BITS = 16;
/** 2^16 divides 10^16, so every 16.16 fixed-point value has an exact decimal with at most 16 digits. */
const FIXED_DECIMALS = 16;

/** A non-negative integer (number or decimal string) with thousands grouped. */
export function groupInteger(value: number | string): string {
  const text = String(value);
  return text.startsWith('-') ? `-${groupThousands(text.slice(1))}` : groupThousands(text);
}

/** A 16.16 fixed-point number as its exact decimal: 65536000 → '1,000', 1 → '0.0000152587890625'. */
export function fixed16(value: number | string): string {
  const scaled = (BigInt(value) * 10n ** BigInt(FIXED_DECIMALS)) >> BigInt(FIXED_16_16_BITS);
  const digits = scaled.toString().padStart(FIXED_DECIMALS + 1, '0');
  const whole = groupThousands(digits.slice(0, -FIXED_DECIMALS));
  const fraction = digits.slice(-FIXED_DECIMALS).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

/** A share out of 2^16 in percent with 2 decimals, rounded half up: 21845 → '33.33'. */
export function shareOf65536Percent(share: number): string {
  const hundredths = (BigInt(share) * 10_000n * 2n + 65_536n) / (65_536n * 2n);
  const text = hundredths.toString().padStart(3, '0');
  return `${text.slice(0, -2)}.${text.slice(-2)}`;
}

/** The bits set in a capability mask (a decimal string of up to 64 bits), lowest first. */
export function setBits(mask: string): number[] {
  const value = BigInt(mask);
  const bits: number[] = [];
  for (let bit = 0; value >> BigInt(bit) > 0n; bit++) if ((value >> BigInt(bit)) & 1n) bits.push(bit);
  return bits;
}

/** A mask as hex with the 0x prefix: '46' → '0x2e'. */
export function hexMask(mask: string): string {
  return `0x${BigInt(mask).toString(16)}`;
}
