import { bytesEqual, bytesToHex } from '../util/hex.js';
import { AddressError } from './address-error.js';
import { formatFriendlyAddress } from './friendly-address-format.js';
import type { FriendlyOptions } from './friendly-address-format.js';

const HASH_BYTES = 32;

/** A standard account address: a workchain (-128..127) and a 32-byte account hash. */
export class Address {
  constructor(
    readonly workchain: number,
    readonly hash: Uint8Array,
  ) {
    if (!Number.isInteger(workchain) || workchain < -128 || workchain > 127) {
      throw new AddressError(`workchain ${workchain} is not an integer from -128 to 127`);
    }
    if (hash.length !== HASH_BYTES) {
      throw new AddressError(`the account hash has ${hash.length} bytes, expected ${HASH_BYTES}`);
    }
  }

  /** The raw form `workchain:hash` with the hash in 64 lower-case hex digits. */
  toRaw(): string {
    return `${this.workchain}:${bytesToHex(this.hash)}`;
  }

  /** A 48-character friendly form; by default bounceable, url-safe, not test-only. */
  toFriendly(options: FriendlyOptions = {}): string {
    return formatFriendlyAddress(this.workchain, this.hash, options);
  }

  equals(other: Address): boolean {
    return other.workchain === this.workchain && bytesEqual(other.hash, this.hash);
  }

  toString(): string {
    return this.toRaw();
  }
}
