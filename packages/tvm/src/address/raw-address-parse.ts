import { hexToBytes } from '../util/hex.js';
import { Address } from './address.js';
import { AddressError } from './address-error.js';

const WORKCHAIN_PATTERN = /^-?\d+$/;
const HASH_PATTERN = /^[0-9a-fA-F]{64}$/;

/** Parses the raw form `workchain:hash`: optional minus, digits, a colon, 64 hex digits in either case. */
export function parseRawAddress(text: string): Address {
  const colon = text.indexOf(':');
  if (colon < 0) throw new AddressError('a raw address needs a colon between the workchain and the hash');
  const workchainText = text.slice(0, colon);
  if (!WORKCHAIN_PATTERN.test(workchainText)) {
    throw new AddressError(`expected the workchain as an optional minus and digits before the colon, got "${workchainText}"`);
  }
  const hashText = text.slice(colon + 1);
  if (!HASH_PATTERN.test(hashText)) throw new AddressError('expected 64 hex characters after the colon');
  return new Address(Number(workchainText), hexToBytes(hashText));
}
