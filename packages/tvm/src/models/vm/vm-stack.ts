import { Builder } from '../../cell/builder.js';
import { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';

/** A builder on the stack: the bits and references written so far, as a cell. */
export interface VmBuilderValue {
  readonly kind: 'builder';
  readonly cell: Cell;
}

/** The integer NaN the VM produces on overflow in quiet arithmetic. */
export interface VmNaN {
  readonly kind: 'nan';
}

export const VM_NAN: VmNaN = { kind: 'nan' };

/**
 * A value on the TVM stack as plain data: null, an integer, NaN, a cell, a slice, a builder or a tuple.
 * Continuations are not represented (get-methods do not return them).
 */
export type VmValue = null | bigint | VmNaN | Cell | Slice | VmBuilderValue | readonly VmValue[];

const TAG_NULL = 0x00;
const TAG_TINY_INT = 0x01;
const TAG_INT_OR_NAN = 0x02;
const TAG_CELL = 0x03;
const TAG_SLICE = 0x04;
const TAG_BUILDER = 0x05;
const TAG_CONTINUATION = 0x06;
const TAG_TUPLE = 0x07;
/** The 8 bits after #02 of `vm_stk_nan#02ff`; `vm_stk_int#0201_` has seven zero bits there instead. */
const NAN_LOW_BYTE = 0xff;

const INT64_MIN = -(1n << 63n);
const INT64_MAX = (1n << 63n) - 1n;
const INT257_MIN = -(1n << 256n);
const INT257_MAX = (1n << 256n) - 1n;
const MAX_TUPLE_LENGTH = 0xffff;
const MAX_STACK_DEPTH = 0xff_ffff;

/** Reads `VmStack` (`vm_stack#_ depth:(## 24) stack:(VmStackList depth)`): the values from the bottom of the stack to its top. */
export function loadVmStack(s: Slice): VmValue[] {
  const depth = s.loadUint(24);
  const values: VmValue[] = new Array<VmValue>(depth);
  let list = s;
  for (let index = depth - 1; index >= 0; index--) {
    const rest = list.loadRefSlice();
    values[index] = loadVmValue(list);
    if (index > 0) list = rest;
  }
  return values;
}

/** Writes `VmStack`, `values` given from the bottom of the stack to its top. */
export function storeVmStack(b: Builder, values: readonly VmValue[]): void {
  if (values.length > MAX_STACK_DEPTH) throw new TlbError('bad-value', `VmStack: ${values.length} values exceed the 24-bit depth`);
  let rest = new Builder().endCell();
  for (const value of values.slice(0, -1)) {
    const cons = new Builder().storeRef(rest);
    storeVmValue(cons, value);
    rest = cons.endCell();
  }
  b.storeUint(values.length, 24);
  const top = values.at(-1);
  if (top !== undefined) {
    b.storeRef(rest);
    storeVmValue(b, top);
  }
}

export function decodeVmStack(cell: Cell): VmValue[] {
  const s = new Slice(cell);
  const values = loadVmStack(s);
  s.expectEnd('VmStack');
  return values;
}

export function encodeVmStack(values: readonly VmValue[]): Cell {
  const b = new Builder();
  storeVmStack(b, values);
  return b.endCell();
}

/** Reads one `VmStackValue`. */
export function loadVmValue(s: Slice): VmValue {
  const tag = s.loadUint(8);
  switch (tag) {
    case TAG_NULL:
      return null;
    case TAG_TINY_INT:
      return s.loadIntBig(64);
    case TAG_INT_OR_NAN:
      return loadIntOrNaN(s);
    case TAG_CELL:
      return s.loadRef();
    case TAG_SLICE:
      return loadCellSlice(s);
    case TAG_BUILDER:
      return { kind: 'builder', cell: s.loadRef() };
    case TAG_CONTINUATION:
      throw new TlbError('unsupported', 'VmStackValue: continuations on the stack are not supported');
    case TAG_TUPLE:
      return loadTuple(s, s.loadUint(16));
    default:
      throw new TlbError('bad-tag', `VmStackValue: unknown tag #${tag.toString(16).padStart(2, '0')}`);
  }
}

/** Writes one `VmStackValue`; integers that fit 64 bits take the short form, as the VM writes them. */
export function storeVmValue(b: Builder, value: VmValue): void {
  if (value === null) {
    b.storeUint(TAG_NULL, 8);
  } else if (typeof value === 'bigint') {
    storeInteger(b, value);
  } else if (value instanceof Cell) {
    b.storeUint(TAG_CELL, 8).storeRef(value);
  } else if (value instanceof Slice) {
    const cell = value.remainderToCell();
    b.storeUint(TAG_SLICE, 8).storeRef(cell).storeUint(0, 10).storeUint(cell.bitLength, 10).storeUint(0, 3).storeUint(cell.refs.length, 3);
  } else if (isTuple(value)) {
    if (value.length > MAX_TUPLE_LENGTH) throw new TlbError('bad-value', `VmStackValue: a tuple of ${value.length} values is longer than 65535`);
    b.storeUint(TAG_TUPLE, 8).storeUint(value.length, 16);
    storeTuple(b, value);
  } else if (value.kind === 'builder') {
    b.storeUint(TAG_BUILDER, 8).storeRef(value.cell);
  } else {
    b.storeUint(TAG_INT_OR_NAN, 8).storeUint(NAN_LOW_BYTE, 8);
  }
}

function isTuple(value: VmValue): value is readonly VmValue[] {
  return Array.isArray(value);
}

function storeInteger(b: Builder, value: bigint): void {
  if (value >= INT64_MIN && value <= INT64_MAX) {
    b.storeUint(TAG_TINY_INT, 8).storeInt(value, 64);
    return;
  }
  if (value < INT257_MIN || value > INT257_MAX) throw new TlbError('bad-value', `VmStackValue: ${value} does not fit a 257-bit integer`);
  b.storeUint(TAG_INT_OR_NAN, 8).storeUint(0, 7).storeInt(value, 257);
}

function loadIntOrNaN(s: Slice): bigint | VmNaN {
  if (s.remainingBits >= 8 && s.clone().loadUint(8) === NAN_LOW_BYTE) {
    s.skip(8);
    return VM_NAN;
  }
  const padding = s.loadUint(7);
  if (padding !== 0) throw new TlbError('bad-tag', `VmStackValue: unknown tag #02 followed by ${padding.toString(2).padStart(7, '0')}`);
  return s.loadIntBig(257);
}

/** `_ cell:^Cell st_bits:(## 10) end_bits:(## 10) st_ref:(#<= 4) end_ref:(#<= 4) = VmCellSlice`. */
function loadCellSlice(s: Slice): Slice {
  const cell = s.loadRef();
  const startBits = s.loadUint(10);
  const endBits = s.loadUint(10);
  const startRef = s.loadUint(3);
  const endRef = s.loadUint(3);
  if (startBits > endBits || endBits > cell.bitLength || startRef > endRef || endRef > cell.refs.length) {
    throw new TlbError('bad-value', `VmCellSlice: the window bits ${startBits}..${endBits}, refs ${startRef}..${endRef} does not fit its cell`);
  }
  return new Slice(cell, startBits, endBits, startRef, endRef);
}

/** `VmTuple n`: the first n - 1 values through `VmTupleRef (n - 1)`, then a reference to the last one. */
function loadTuple(s: Slice, length: number): VmValue[] {
  if (length === 0) return [];
  const head = loadTupleRef(s, length - 1);
  head.push(loadVmValue(s.loadRefSlice()));
  return head;
}

function loadTupleRef(s: Slice, length: number): VmValue[] {
  if (length === 0) return [];
  if (length === 1) return [loadVmValue(s.loadRefSlice())];
  return loadTuple(s.loadRefSlice(), length);
}

function storeTuple(b: Builder, values: readonly VmValue[]): void {
  const last = values.at(-1);
  if (last === undefined) return;
  storeTupleRef(b, values.slice(0, -1));
  b.storeRef(valueCell(last));
}

function storeTupleRef(b: Builder, values: readonly VmValue[]): void {
  const [only] = values;
  if (only === undefined) return;
  if (values.length === 1) {
    b.storeRef(valueCell(only));
    return;
  }
  const inner = new Builder();
  storeTuple(inner, values);
  b.storeRef(inner.endCell());
}

function valueCell(value: VmValue): Cell {
  const b = new Builder();
  storeVmValue(b, value);
  return b.endCell();
}
