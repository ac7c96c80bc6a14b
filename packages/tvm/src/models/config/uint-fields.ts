import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';

/** A run of unsigned fields of at most 32 bits each, in wire order: `[name, bits]`. */
export type UintLayout = readonly (readonly [string, number])[];

/** The plain object a layout reads into. */
export type UintFields<L extends UintLayout> = { [F in L[number] as F[0]]: number };

export function loadUintFields<L extends UintLayout>(s: Slice, layout: L): UintFields<L> {
  const value: Record<string, number> = {};
  for (const [name, bits] of layout) value[name] = s.loadUint(bits);
  return value as UintFields<L>;
}

export function storeUintFields<L extends UintLayout>(b: Builder, layout: L, value: UintFields<L>): void {
  const fields = value as Record<string, number>;
  for (const [name, bits] of layout) {
    const field = fields[name];
    if (field === undefined) throw new TlbError('bad-value', `the field ${name} is missing`);
    b.storeUint(field, bits);
  }
}
