import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';

export const SEARCH_DEBOUNCE_MS = 300;

/** The query sent to the API: trimmed and lower-cased. */
export function normalizeQuery(text: string): string {
  return text.trim().toLowerCase();
}

/**
 * The raw form of the typed text when it is an address (raw or friendly), else null.
 * Friendly forms are case-sensitive, so this reads the trimmed text before lower-casing.
 */
export function addressFallback(text: string): string | null {
  const trimmed = text.trim();
  return trimmed !== '' && isValidAddress(trimmed) ? toRawAddress(trimmed) : null;
}
