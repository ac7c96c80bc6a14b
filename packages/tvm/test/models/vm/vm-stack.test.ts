import { beginCell, Cell as TonCell, serializeTuple, type TupleItem } from '@ton/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Builder } from '../../../src/cell/builder.js';
import { Cell } from '../../../src/cell/cell.js';
import { Slice } from '../../../src/cell/slice.js';
import { readBocSingle, writeBoc, decodeVmStack, encodeVmStack, getMethodId, VM_NAN, type VmValue } from '../../../src/index.js';
import { TlbError } from '../../../src/errors.js';

function toTonCell(cell: Cell): TonCell {
  return TonCell.fromBoc(Buffer.from(writeBoc(cell)))[0]!;
}

function fromTonCell(cell: TonCell): Cell {
  return readBocSingle(new Uint8Array(cell.toBoc()));
}

/** The same value as @ton/core's TupleItem, an implementation written independently of ours. */
function toTonItem(value: VmValue): TupleItem {
  if (value === null) return { type: 'null' };
  if (typeof value === 'bigint') return { type: 'int', value };
  if (value instanceof Cell) return { type: 'cell', cell: toTonCell(value) };
  if (value instanceof Slice) return { type: 'slice', cell: toTonCell(value.remainderToCell()) };
  if (Array.isArray(value)) return { type: 'tuple', items: value.map(toTonItem) };
  const other = value as Exclude<VmValue, readonly VmValue[]>;
  if (other !== null && typeof other === 'object' && 'kind' in other && other.kind === 'builder')
    return { type: 'builder', cell: toTonCell(other.cell) };
  return { type: 'nan' };
}

const cellArb = fc
  .tuple(fc.integer({ min: 0, max: 64 }), fc.bigInt({ min: 0n, max: (1n << 64n) - 1n }), fc.integer({ min: 0, max: 2 }))
  .map(([bits, value, refs]) => {
    const b = new Builder().storeUint(value & ((1n << BigInt(bits)) - 1n), bits);
    for (let i = 0; i < refs; i++) b.storeRef(new Builder().storeUint(i, 8).endCell());
    return b.endCell();
  });

const valueArb: fc.Arbitrary<VmValue> = fc.letrec<{ value: VmValue }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.bigInt({ min: -(1n << 256n), max: (1n << 256n) - 1n }),
    fc.bigInt({ min: -(1n << 70n), max: 1n << 70n }),
    fc.constant(VM_NAN),
    cellArb,
    cellArb.map((cell) => new Slice(cell)),
    cellArb.map((cell) => ({ kind: 'builder' as const, cell })),
    fc.array(tie('value'), { maxLength: 6 }),
  ),
})).value;

/** Compares values, slices and builders by their content. */
function plain(value: VmValue): unknown {
  if (value instanceof Cell) return { cell: value.hashHex() };
  if (value instanceof Slice) return { slice: value.remainderToCell().hashHex() };
  if (Array.isArray(value)) return value.map(plain);
  if (value !== null && typeof value === 'object' && 'kind' in value && value.kind === 'builder') return { builder: value.cell.hashHex() };
  return value;
}

describe('VmStack', () => {
  it('writes the same cells as @ton/core and reads back what it wrote', () => {
    fc.assert(
      fc.property(fc.array(valueArb, { maxLength: 8 }), (values) => {
        const ours = encodeVmStack(values);
        expect(ours.hashHex()).toBe(serializeTuple(values.map(toTonItem)).hash().toString('hex'));
        expect(decodeVmStack(ours).map(plain)).toEqual(values.map(plain));
      }),
      { numRuns: 300 },
    );
  });

  it('reads stacks @ton/core wrote, bottom value first', () => {
    const ton = serializeTuple([
      { type: 'int', value: 7n },
      { type: 'tuple', items: [{ type: 'int', value: -(1n << 200n) }, { type: 'null' }, { type: 'nan' }] },
      { type: 'slice', cell: beginCell().storeUint(0xabc, 12).endCell() },
    ]);
    const [first, tuple, slice] = decodeVmStack(fromTonCell(ton));
    expect(first).toBe(7n);
    expect(tuple).toEqual([-(1n << 200n), null, VM_NAN]);
    expect((slice as Slice).loadUint(12)).toBe(0xabc);
  });

  it('takes the 64-bit form for integers that fit it and the 257-bit form beyond', () => {
    for (const edge of [-(1n << 63n), (1n << 63n) - 1n]) {
      const small = new Slice(encodeVmStack([edge]));
      expect(small.skip(24).loadUint(8)).toBe(0x01);
      expect(small.loadIntBig(64)).toBe(edge);
    }
    const big = new Slice(encodeVmStack([1n << 63n]));
    expect(big.skip(24).loadUint(15)).toBe(0x0100);
    expect(big.loadIntBig(257)).toBe(1n << 63n);
  });

  it('refuses integers wider than 257 bits, continuations and unknown tags', () => {
    expect(() => encodeVmStack([1n << 256n])).toThrow(TlbError);
    const continuation = new Builder().storeUint(1, 24).storeRef(new Builder().endCell()).storeUint(0x06, 8).endCell();
    expect(() => decodeVmStack(continuation)).toThrow(/continuations/);
    const unknown = new Builder().storeUint(1, 24).storeRef(new Builder().endCell()).storeUint(0x09, 8).endCell();
    expect(() => decodeVmStack(unknown)).toThrow(/unknown tag #09/);
  });

  it('refuses a slice window outside its cell', () => {
    const inner = new Builder().storeUint(5, 8).endCell();
    const bad = new Builder()
      .storeUint(1, 24)
      .storeRef(new Builder().endCell())
      .storeUint(0x04, 8)
      .storeRef(inner)
      .storeUint(0, 10)
      .storeUint(9, 10)
      .storeUint(0, 3)
      .storeUint(0, 3)
      .endCell();
    expect(() => decodeVmStack(bad)).toThrow(/does not fit its cell/);
  });
});

describe('getMethodId', () => {
  it('gives the ids FunC assigns to well-known get-methods', () => {
    expect(getMethodId('seqno')).toBe(85143);
    expect(getMethodId('get_public_key')).toBe(78748);
  });
});
