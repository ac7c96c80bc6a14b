import type { Cell } from '@tvmscan/tvm';

/** The first 32 bits of a cell's hash: how blocks name the validator list that made them. */
export function hashShort(cell: Cell): number {
  const hash = cell.hash();
  return ((hash[0] << 24) | (hash[1] << 16) | (hash[2] << 8) | hash[3]) >>> 0;
}
