import { TlbError } from '../errors.js';
import type { Builder } from '../cell/builder.js';
import type { Slice } from '../cell/slice.js';

export interface Label {
  value: bigint;
  length: number;
}

/** Bits needed to write a label length of at most `max`: ceil(log2(max + 1)). */
function lengthBits(max: number): number {
  return 32 - Math.clz32(max);
}

/** HmLabel ~n m: hml_short$0, hml_long$10 or hml_same$11. */
export function loadLabel(s: Slice, max: number): Label {
  const kind = !s.loadBit() ? 'short' : !s.loadBit() ? 'long' : 'same';
  if (kind === 'same') {
    const bit = s.loadBit();
    const length = checkedLength(s.loadUint(lengthBits(max)), max);
    return { value: bit ? (1n << BigInt(length)) - 1n : 0n, length };
  }
  const length = checkedLength(kind === 'short' ? s.loadUnary() : s.loadUint(lengthBits(max)), max);
  return { value: s.loadUintBig(length), length };
}

function checkedLength(length: number, max: number): number {
  if (length > max) throw new TlbError('dict-label', `a dictionary label of ${length} bits exceeds the ${max} key bits left`);
  return length;
}

/** Writes a label in its shortest form, preferring short over long on a tie, as the node software does. */
export function storeLabel(b: Builder, label: Label, max: number): void {
  const { value, length } = label;
  const k = lengthBits(max);
  const shortCost = 2 + 2 * length;
  const longCost = 2 + k + length;
  const sameCost = 3 + k;
  const allOnes = (1n << BigInt(length)) - 1n;
  if (sameCost < shortCost && sameCost < longCost && (value === 0n || value === allOnes)) {
    b.storeUint(0b11, 2)
      .storeBit(value !== 0n)
      .storeUint(length, k);
  } else if (shortCost <= longCost) {
    b.storeBit(0).storeUnary(length).storeUint(value, length);
  } else {
    b.storeUint(0b10, 2).storeUint(length, k).storeUint(value, length);
  }
}
