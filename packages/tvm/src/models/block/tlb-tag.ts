import { TlbError } from '../../errors.js';

/** The error for a constructor tag that the named structure does not have. */
export function unknownTag(structure: string, tag: number, bits: number): TlbError {
  return new TlbError('bad-tag', `${structure}: unknown tag 0x${tag.toString(16).padStart(Math.ceil(bits / 4), '0')} (${bits} bits)`);
}
