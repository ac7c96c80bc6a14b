/** A small deterministic generator (xoshiro128**) so that a workload replays the same way from the same seed. */
export class SeededRandom {
  private readonly s: Uint32Array;

  constructor(seedBytes: Uint8Array) {
    const view = new DataView(seedBytes.buffer, seedBytes.byteOffset, 16);
    this.s = new Uint32Array([view.getUint32(0), view.getUint32(4), view.getUint32(8), view.getUint32(12) | 1]);
  }

  /** A uniform 32-bit unsigned integer. */
  next(): number {
    const s = this.s;
    const result = Math.imul(rotl(Math.imul(s[1], 5), 7), 9) >>> 0;
    const t = s[1] << 9;
    s[2] ^= s[0];
    s[3] ^= s[1];
    s[1] ^= s[2];
    s[0] ^= s[3];
    s[2] ^= t;
    s[3] = rotl(s[3], 11);
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
    return items[this.below(items.length)];
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
