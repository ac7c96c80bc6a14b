import type { Builder } from '../cell/builder.js';
import type { Slice } from '../cell/slice.js';
import { TlbError } from '../errors.js';
import { bytesToHex, hexToBytes } from '../util/hex.js';

const BITS256_HEX = /^[0-9a-f]{64}$/;

/** bits256 / uint256 hashes and keys as lower-case hex. */
export function loadBits256(s: Slice): string {
  return bytesToHex(s.loadBytes(32));
}

export function storeBits256(b: Builder, hex: string): void {
  b.storeBytes(hexToBytes(checkedBits256(hex)));
}

export function bits256ToKey(hex: string): bigint {
  return BigInt(`0x${checkedBits256(hex)}`);
}

export function keyToBits256(key: bigint): string {
  return key.toString(16).padStart(64, '0');
}

function checkedBits256(hex: string): string {
  if (!BITS256_HEX.test(hex)) throw new TlbError('bad-value', `expected 64 lower-case hex digits, got "${hex}"`);
  return hex;
}
