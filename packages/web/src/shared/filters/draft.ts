import { parseAddressList } from './address-list.js';

/** An amount entry that cannot filter: what it is, the decimals it was read with, and why (see features/tokens). */
export interface InvalidAmount {
  readonly entry: string;
  readonly decimals: number;
  readonly problem: 'number' | 'negative' | 'decimals';
}

/** Typed filters turned into URL search params, or the address entries (or the amount entry) that stop them from being applied. */
export type DraftOutcome<Search> =
  { ok: true; search: Search } | { ok: false; invalidAddresses: string[] } | { ok: false; invalidAmount: InvalidAmount };

/**
 * Reads the address fields of a draft: their raw addresses by field name, or every entry that is not an
 * address.
 */
export function readAddressFields<Field extends string>(
  fields: Record<Field, string>,
): { ok: true; addresses: Record<Field, string[]> } | { ok: false; invalidAddresses: string[] } {
  const parsed = Object.entries(fields).map(([name, text]) => [name, parseAddressList(text as string)] as const);
  const invalidAddresses = parsed.flatMap(([, list]) => list.invalid);
  if (invalidAddresses.length > 0) return { ok: false, invalidAddresses };
  return { ok: true, addresses: Object.fromEntries(parsed.map(([name, list]) => [name, list.addresses])) as Record<Field, string[]> };
}
