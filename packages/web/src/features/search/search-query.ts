import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The query sent to the API: trimmed and lower-cased, except a friendly address, which is base64: lower-casing
 * would break its checksum, and the API would no longer find the account.
 */
export function normalizeQuery(text: string): string {
  const trimmed = text.trim();
  return isFriendlyAddress(trimmed) ? trimmed : trimmed.toLowerCase();
}

function isFriendlyAddress(text: string): boolean {
  return !text.includes(':') && isValidAddress(text);
}

/**
 * The raw form of the typed text when it is an address (raw or friendly), else null.
 * Friendly forms are case-sensitive, so this reads the trimmed text before lower-casing.
 */
export function addressFallback(text: string): string | null {
  const trimmed = text.trim();
  return trimmed !== '' && isValidAddress(trimmed) ? toRawAddress(trimmed) : null;
}

/** The token symbol search runs only for queries longer than 2 characters (spec 001 §2)… */
export const SYMBOL_SEARCH_MIN_LENGTH = 3;
/** …and no longer than the token API takes (a hash or an address is no symbol). */
export const SYMBOL_SEARCH_MAX_LENGTH = 64;

export function searchesSymbols(query: string): boolean {
  return query.length >= SYMBOL_SEARCH_MIN_LENGTH && query.length <= SYMBOL_SEARCH_MAX_LENGTH;
}
