import { present } from '../present.js';

/** A small deterministic generator (xoshiro128**) so that a workload replays the same way from the same seed. */
export class SeededRandom {
  /** The generator's four 32-bit words of state, each kept as an unsigned 32-bit number. */
  private s0: number;
  private s1: number;
  private s2: number;
  private s3: number;

  constructor(seedBytes: Uint8Array) {
    const view = new DataView(seedBytes.buffer, seedBytes.byteOffset, 16);
    this.s0 = view.getUint32(0);
    this.s1 = view.getUint32(4);
    this.s2 = view.getUint32(8);
    this.s3 = (view.getUint32(12) | 1) >>> 0;
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const result = Math.imul(rotl(Math.imul(this.s1, 5), 7), 9) >>> 0;
    const t = this.s1 << 9;
    this.s2 = (this.s2 ^ this.s0) >>> 0;
    this.s3 = (this.s3 ^ this.s1) >>> 0;
    this.s1 = (this.s1 ^ this.s2) >>> 0;
    this.s0 = (this.s0 ^ this.s3) >>> 0;
    this.s2 = (this.s2 ^ t) >>> 0;
    this.s3 = rotl(this.s3, 11);
    return result;
  }

  /** An integer in [0, bound). */
  below(bound: number): number {
    return Math.floor((this.next() / 0x1_0000_0000) * bound);
  }

  /** A bigint in [min, max]. */
  amount(min: bigint, max: bigint): bigint {
    return min + (BigInt(this.next()) * (max - min + 1n)) / 0x1_0000_0000n;
  }

  pick<T>(items: readonly T[]): T {
    return present(items[this.below(items.length)], 'an item to pick (the list is empty)');
  }

  bytes(count: number): Uint8Array {
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i += 4) {
      const value = this.next();
      for (let j = 0; j < 4 && i + j < count; j++) out[i + j] = (value >>> (24 - 8 * j)) & 0xff;
    }
    return out;
  }
}

function rotl(x: number, k: number): number {
  return ((x << k) | (x >>> (32 - k))) >>> 0;
}
