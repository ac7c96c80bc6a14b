import type { Cell } from '@tvmscan/tvm';

/** The first 32 bits of a cell's hash: how blocks name the validator list that made them. */
export function hashShort(cell: Cell): number {
  const hash = cell.hash();
  return new DataView(hash.buffer, hash.byteOffset, 4).getUint32(0);
}
