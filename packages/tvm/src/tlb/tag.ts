import type { Slice } from '../cell/slice.js';
import { TlbError } from '../errors.js';

/** A tag as TL-B writes it: `#hex` when it is whole hex digits, else `$binary`. */
function tagText(tag: number, bits: number): string {
  return bits % 4 === 0 ? `#${tag.toString(16).padStart(bits / 4, '0')}` : `$${tag.toString(2).padStart(bits, '0')}`;
}

/** The error for a constructor tag that the named structure does not have. */
export function unknownTag(structure: string, tag: number, bits: number): TlbError {
  return new TlbError('bad-tag', `${structure}: unknown tag ${tagText(tag, bits)}`);
}

/** Reads a constructor tag and checks it is one of `allowed`. */
export function loadTag<T extends number>(s: Slice, bits: number, allowed: readonly T[], structure: string): T {
  const tag = s.loadUint(bits);
  if (!(allowed as readonly number[]).includes(tag)) throw unknownTag(structure, tag, bits);
  return tag as T;
}
