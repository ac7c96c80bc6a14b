import { describe, expect, it } from 'vitest';
import { Builder, buildHashmapAug, currencyAugment, loadHashmapAugE, PersistentAugDict, Slice, type CurrencyCollection } from '../../src/index.js';
import { defined } from '../../src/testing/index.js';

const coins = (n: bigint): CurrencyCollection => ({ coins: n, other: [] });
const storeValue = (b: Builder, v: number) => b.storeUint(v, 16);

function randomKeys(count: number, bits: number, seed: number): bigint[] {
  let state = seed;
  const next = () => ((state = (state * 1103515245 + 12345) % 2 ** 31), state);
  const keys = new Set<bigint>();
  while (keys.size < count) {
    let key = 0n;
    for (let i = 0; i < bits; i += 16) key = (key << 16n) | BigInt(next() & 0xffff);
    keys.add(key & ((1n << BigInt(bits)) - 1n));
  }
  return [...keys];
}

describe('PersistentAugDict', () => {
  it('builds the same cells as a from-scratch build after inserts, updates and deletes', () => {
    for (const bits of [32, 64, 256]) {
      const dict = new PersistentAugDict<number, CurrencyCollection>(bits, currencyAugment, storeValue);
      const live = new Map<bigint, number>();
      const keys = randomKeys(300, bits, bits);
      keys.forEach((key, i) => {
        dict.set(key, i, coins(BigInt(i)));
        live.set(key, i);
        if (i % 7 === 3) {
          const victim = defined(keys[i - 2]);
          dict.delete(victim);
          live.delete(victim);
        }
        if (i % 11 === 5) {
          const updated = defined(keys[i - 1]);
          dict.set(updated, 9999, coins(9999n));
          live.set(updated, 9999);
        }
        if (i % 50 === 49) {
          const expected = [...live].map(([key, value]) => ({ key, value, extra: coins(BigInt(value)) }));
          const scratch = buildHashmapAug(expected, bits, currencyAugment, storeValue);
          expect(dict.rootCell()!.hashHex()).toBe(scratch.cell.hashHex());
          expect(dict.rootExtra(coins(0n)).coins).toBe(scratch.extra.coins);
        }
      });
      expect(dict.size).toBe(live.size);
      for (const [key, value] of live) expect(dict.get(key)).toBe(value);
    }
  });

  it('reads back through the codec and empties to the empty form', () => {
    const dict = new PersistentAugDict<number, CurrencyCollection>(32, currencyAugment, storeValue);
    [5n, 1n, 9n].forEach((key) => dict.set(key, Number(key), coins(key)));
    const b = new Builder();
    dict.storeAugE(b, coins(0n));
    const read = loadHashmapAugE(new Slice(b.endCell()), 32, currencyAugment, (s) => s.loadUint(16));
    expect(read.entries.map((e) => e.key)).toEqual([1n, 5n, 9n]);
    expect(read.extra.coins).toBe(15n);
    const copy = dict.clone();
    [5n, 1n, 9n].forEach((key) => dict.delete(key));
    expect(dict.rootCell()).toBeNull();
    expect(copy.size).toBe(3);
  });
});
