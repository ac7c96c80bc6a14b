import { TlbError } from '../../errors.js';

/** The error for a constructor tag that does not belong to `structure`; the tag is shown in binary. */
export function tagError(structure: string, tag: number, bits: number): TlbError {
  return new TlbError('bad-tag', `${structure}: unknown tag 0b${tag.toString(2).padStart(bits, '0')}`);
}
