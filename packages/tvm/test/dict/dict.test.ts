import { Dictionary, beginCell as tonBeginCell } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  Builder,
  Slice,
  buildHashmap,
  buildHashmapAug,
  loadBinTree,
  loadHashmap,
  loadHashmapAug,
  storeBinTree,
  binTreeLeaves,
  type AugmentCodec,
  readBocSingle,
} from '../../src/index.js';
import { TlbError } from '../../src/errors.js';
import { bytesToHex } from '../../src/util/hex.js';

const sumCodec: AugmentCodec<number> = {
  load: (s) => s.loadUint(32),
  store: (b, v) => b.storeUint(v, 32),
  combine: (a, b) => a + b,
};

const keyWidths = fc.constantFrom(1, 8, 15, 32, 64, 96, 256);

describe('Hashmap', () => {
  it('reads back what it builds, in key order', () => {
    fc.assert(
      fc.property(keyWidths, fc.array(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), { minLength: 1, maxLength: 60 }), (bits, raw) => {
        const keys = [...new Set(raw.map((k) => k & ((1n << BigInt(bits)) - 1n)))];
        const entries = keys.map((key, i) => ({ key, value: i }));
        const cell = buildHashmap(entries, bits, (b, v) => b.storeUint(v, 16));
        const read = loadHashmap(cell, bits, (s) => s.loadUint(16));
        expect(read).toEqual([...entries].sort((a, b) => (a.key < b.key ? -1 : 1)));
      }),
    );
  });

  it('chooses the same labels as an independent implementation (@ton/core)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(8, 32, 64, 256),
        fc.array(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), { minLength: 1, maxLength: 40 }),
        (bits, raw) => {
          const keys = [...new Set(raw.map((k) => k & ((1n << BigInt(bits)) - 1n)))];
          const ours = buildHashmap(
            keys.map((key) => ({ key, value: Number(key & 0xffffn) })),
            bits,
            (b, v) => b.storeUint(v, 32),
          );
          const theirs = Dictionary.empty(Dictionary.Keys.BigUint(bits), Dictionary.Values.Uint(32));
          for (const key of keys) theirs.set(key, Number(key & 0xffffn));
          const theirCell = tonBeginCell().storeDictDirect(theirs).endCell();
          expect(ours.hashHex()).toBe(bytesToHex(theirCell.hash()));
        },
      ),
    );
  });

  it('refuses duplicate keys and labels longer than the key', () => {
    expect(() =>
      buildHashmap(
        [
          { key: 1n, value: 1 },
          { key: 1n, value: 2 },
        ],
        8,
        (b, v) => b.storeUint(v, 8),
      ),
    ).toThrow(TlbError);
    const badLabel = new Builder().storeBit(0).storeUnary(9).storeUint(0, 9).endCell();
    expect(() => loadHashmap(badLabel, 8, () => 0)).toThrow(TlbError);
  });
});

describe('HashmapAug', () => {
  it('recomputes fork extras as the combination of their children', () => {
    const entries = [5n, 9n, 200n, 201n].map((key) => ({ key, extra: Number(key), value: Number(key) * 2 }));
    const built = buildHashmapAug(entries, 8, sumCodec, (b, v) => b.storeUint(v, 16));
    expect(built.extra).toBe(5 + 9 + 200 + 201);
    const root = new Slice(built.cell);
    const rootLabelOnly = loadHashmapAug(built.cell, 8, sumCodec, (s) => s.loadUint(16));
    expect(rootLabelOnly.map((e) => e.value)).toEqual([10, 18, 400, 402]);
    expect(root.remainingRefs).toBe(2);
  });
});

describe('BinTree', () => {
  it('lists leaves with their paths and round-trips', () => {
    const b = new Builder();
    const tree = {
      kind: 'fork' as const,
      left: { kind: 'leaf' as const, value: 1 },
      right: { kind: 'fork' as const, left: { kind: 'leaf' as const, value: 2 }, right: { kind: 'leaf' as const, value: 3 } },
    };
    storeBinTree(b, tree, (x, v) => x.storeUint(v, 8));
    const cell = b.endCell();
    const read = loadBinTree(new Slice(cell), (s) => s.loadUint(8));
    expect(binTreeLeaves(read)).toEqual([
      { path: '0', value: 1 },
      { path: '10', value: 2 },
      { path: '11', value: 3 },
    ]);
    expect(readBocSingle).toBeTypeOf('function');
  });
});
