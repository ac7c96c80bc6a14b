import { AddressError, parseAddress } from '@tvmscan/tvm';
import type { AccountRef, CachedCountOptions } from '@tvmscan/store';
import { badField, invalid } from '../http/api-error.js';

type SortOrder = 'ASC' | 'DESC';

/** Counts trail the indexed tip by at most 5 s (API.md) and 10 masterchain blocks before they are taken again. */
export const COUNT_CACHE: CachedCountOptions = { maxLag: 10, maxAgeMs: 5000 };

/** An address in the raw or a friendly form, as the tables key it (the body's field `field`). */
export function accountInput(field: string, text: string): AccountRef {
  return addressInput(`body/${field}`, text);
}

/**
 * An address at `place` (`body/id`, `params/address`) in the raw or a friendly form, as the tables key it; spec 000
 * §5 writes a workchain as one digit (an optional minus, then 0 to 9), so a raw `12:…` or a friendly address of
 * workchain 12 is refused (400, kind TonAddress) like any text that is no address.
 */
export function addressInput(place: string, text: string): AccountRef {
  let address: ReturnType<typeof parseAddress>;
  try {
    address = parseAddress(text.trim());
  } catch (error) {
    if (error instanceof AddressError) throw invalid(place, `is not an address: ${error.message}`, 'TonAddress');
    throw error;
  }
  if (address.workchain < -9 || address.workchain > 9)
    throw invalid(place, `is not an address: the workchain ${address.workchain} has more than one digit`, 'TonAddress');
  return { workchain: address.workchain, address: Buffer.from(address.hash).toString('hex') };
}

/** An amount filter as the store takes it: decimal digits (Everscan's clients send JSON integers). */
export function amountText(value: string | number | undefined): string | undefined {
  return value === undefined ? undefined : String(value);
}

/** A list's ordering in the spec's spelling `{by, order}`, from it or from Everscan's `{column, direction}` (`columns` maps its names). */
export function orderingInput<By extends string, Column extends string>(
  ordering: { by: By; order: SortOrder } | { column: Column; direction: SortOrder } | undefined,
  columns: Readonly<Record<Column, By>>,
): { by: By; order: SortOrder } | undefined {
  if (ordering === undefined || 'by' in ordering) return ordering;
  return { by: columns[ordering.column], order: ordering.direction };
}

/** The hash a `{id}` or `{hash}` body names (exactly one of them). */
export function hashOf(body: { id?: string; hash?: string }): string {
  if (body.id !== undefined && body.hash !== undefined) throw badField('hash', 'cannot be given with id', 'Unexpected');
  const hash = body.id ?? body.hash;
  if (hash === undefined) throw badField('id', 'is required (or hash)', 'Required');
  return hash.toLowerCase();
}

export function pageCursors(cursor: string | null | undefined, page: { nextCursor: string | null; prevCursor: string | null }) {
  return { currentCursor: cursor ?? null, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}
