import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { bytesToHex, hexToBytes } from '../../util/hex.js';

const HASH_HEX = /^[0-9a-f]{64}$/;

/** `bits256` as lower-case hex. */
export function loadHash256(s: Slice): string {
  return bytesToHex(s.loadBytes(32));
}

export function storeHash256(b: Builder, hex: string): void {
  if (!HASH_HEX.test(hex)) throw new TlbError('bad-value', `expected 64 lower-case hex digits, got "${hex}"`);
  b.storeBytes(hexToBytes(hex));
}

/** A 256-bit dictionary key as hex, zero-padded. */
export function hash256FromKey(key: bigint): string {
  return key.toString(16).padStart(64, '0');
}

export function hash256ToKey(hex: string): bigint {
  if (!HASH_HEX.test(hex)) throw new TlbError('bad-value', `expected 64 lower-case hex digits, got "${hex}"`);
  return BigInt(`0x${hex}`);
}
