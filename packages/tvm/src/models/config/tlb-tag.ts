import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';

function tagText(tag: number, bits: number): string {
  return bits % 4 === 0 ? `#${tag.toString(16).padStart(bits / 4, '0')}` : `$${tag.toString(2).padStart(bits, '0')}`;
}

export function badTag(structure: string, tag: number, bits: number): TlbError {
  return new TlbError('bad-tag', `${structure}: unknown tag ${tagText(tag, bits)}`);
}

/** Reads a constructor tag and checks it is one of `allowed`. */
export function loadTag<T extends number>(s: Slice, bits: number, allowed: readonly T[], structure: string): T {
  const tag = s.loadUint(bits);
  if (!(allowed as readonly number[]).includes(tag)) throw badTag(structure, tag, bits);
  return tag as T;
}
