import { AddressError, parseAddress } from '@tvmscan/tvm';
import type { AccountRef, CachedCountOptions } from '@tvmscan/store';
import { badField } from '../http/api-error.js';

/** Counts trail the indexed tip by at most 5 s (API.md) and 10 masterchain blocks before they are taken again. */
export const COUNT_CACHE: CachedCountOptions = { maxLag: 10, maxAgeMs: 5000 };

/** An address in the raw or a friendly form, as the tables key it. */
export function accountInput(field: string, text: string): AccountRef {
  try {
    const address = parseAddress(text.trim());
    return { workchain: address.workchain, address: Buffer.from(address.hash).toString('hex') };
  } catch (error) {
    if (error instanceof AddressError) throw badField(field, `is not an address: ${error.message}`);
    throw error;
  }
}

/** The hash a `{id}` or `{hash}` body names (exactly one of them). */
export function hashOf(body: { id?: string; hash?: string }): string {
  if (body.id !== undefined && body.hash !== undefined) throw badField('hash', 'cannot be given with id', 'oneOf');
  const hash = body.id ?? body.hash;
  if (hash === undefined) throw badField('id', 'is required (or hash)', 'required');
  return hash.toLowerCase();
}

export function pageCursors(cursor: string | null | undefined, page: { nextCursor: string | null; prevCursor: string | null }) {
  return { currentCursor: cursor ?? null, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}
