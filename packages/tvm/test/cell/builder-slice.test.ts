import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Builder, Slice } from '../../src/index.js';
import { CellError } from '../../src/errors.js';

function roundTrip(write: (b: Builder) => void): Slice {
  const b = new Builder();
  write(b);
  return new Slice(b.endCell());
}

describe('Builder and Slice', () => {
  it('read back unsigned and signed integers of every width at any alignment', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.integer({ min: 1, max: 256 }), fc.bigInt(), (pad, bits, seed) => {
        const unsigned = ((seed % (1n << BigInt(bits))) + (1n << BigInt(bits))) % (1n << BigInt(bits));
        const signed = unsigned >= 1n << BigInt(bits - 1) ? unsigned - (1n << BigInt(bits)) : unsigned;
        const s = roundTrip((b) => b.storeUint(0, pad).storeUint(unsigned, bits).storeInt(signed, bits));
        s.skip(pad);
        expect(s.loadUintBig(bits)).toBe(unsigned);
        expect(s.loadIntBig(bits)).toBe(signed);
        expect(s.remainingBits).toBe(0);
      }),
    );
  });

  it('reads numbers up to 48 bits as numbers', () => {
    const s = roundTrip((b) =>
      b
        .storeUint(2 ** 48 - 1, 48)
        .storeInt(-5, 7)
        .storeUint(0xdeadbeef, 32),
    );
    expect(s.loadUint(48)).toBe(2 ** 48 - 1);
    expect(s.loadInt(7)).toBe(-5);
    expect(s.loadUint(32)).toBe(0xdeadbeef);
  });

  it('round-trips coins and variable-length integers', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 120n) - 1n }), fc.bigInt({ min: -(1n << 200n), max: 1n << 200n }), (coins, signed) => {
        const s = roundTrip((b) => b.storeCoins(coins).storeVarInt(signed, 32));
        expect(s.loadCoins()).toBe(coins);
        expect(s.loadVarInt(32)).toBe(signed);
      }),
    );
  });

  it('stores -1 as a one-byte variable-length integer', () => {
    const s = roundTrip((b) => b.storeVarInt(-1n, 32));
    expect(s.loadVarInt(32)).toBe(-1n);
  });

  it('copies unaligned bit strings exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 7 }), fc.uint8Array({ minLength: 0, maxLength: 100 }), (pad, bytes) => {
        const s = roundTrip((b) => b.storeUint(1, pad + 1).storeBytes(bytes));
        s.skip(pad + 1);
        expect(Array.from(s.loadBytes(bytes.length))).toEqual(Array.from(bytes));
      }),
    );
  });

  it('stores another slice with its references', () => {
    const inner = new Builder().storeUint(7, 3).endCell();
    const source = new Builder().storeUint(0b101, 3).storeRef(inner).endCell();
    const copy = new Builder().storeBit(1).storeSlice(new Slice(source)).endCell();
    const s = new Slice(copy);
    expect(s.loadUint(4)).toBe(0b1101);
    expect(s.loadRef().equals(inner)).toBe(true);
  });

  it('throws CellError on overflow, underflow and out-of-range values', () => {
    expect(() => new Builder().storeUint(0, 1024)).toThrow(CellError);
    expect(() => new Builder().storeUint(256, 8)).toThrow(CellError);
    expect(() => new Builder().storeInt(-129, 8)).toThrow(CellError);
    const b = new Builder();
    for (let i = 0; i < 4; i++) b.storeRef(new Builder().endCell());
    expect(() => b.storeRef(new Builder().endCell())).toThrow(CellError);
    const s = roundTrip((x) => x.storeUint(1, 5));
    expect(() => s.loadUint(6)).toThrow(CellError);
    expect(() => s.loadRef()).toThrow(CellError);
  });

  it('reports unread data when a structure must be consumed fully', () => {
    const s = roundTrip((b) => b.storeUint(1, 5));
    expect(() => s.expectEnd('test')).toThrow(/5 bits/);
  });
});
