import { DASH } from './dash.js';

/** How many characters of a hash each place shows (spec 000 §9). */
export const HASH_LENGTHS = {
  breadcrumbs: 9,
  search: 9,
  table: 5,
  tableNarrow: 3,
  code: 10,
} as const;

export const HASH_HEX_DIGITS = 64;

/** The first and last `visible` characters around an ellipsis; the whole text when that would not be shorter. */
export function shortenHash(hash: string | null | undefined, visible: number): string {
  if (!hash) return DASH;
  if (hash.length <= visible * 2 + 1) return hash;
  return `${hash.slice(0, visible)}…${hash.slice(-visible)}`;
}

/** A raw address `wc:hex` with its hex part shortened: '0:3f2a1…9c0d1'. */
export function shortenAddress(address: string | null | undefined, visible: number): string {
  if (!address) return DASH;
  const colon = address.indexOf(':');
  if (colon < 0) return shortenHash(address, visible);
  return `${address.slice(0, colon + 1)}${shortenHash(address.slice(colon + 1), visible)}`;
}

/** A hash in 64 lower-case hex digits, left-padded with zeros. */
export function padHash(hex: string): string {
  return hex.toLowerCase().padStart(HASH_HEX_DIGITS, '0');
}
