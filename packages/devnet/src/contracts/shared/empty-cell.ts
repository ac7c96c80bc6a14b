import { Builder, type Cell } from '@tvmscan/tvm';

/** The empty cell, the ABI's "no payload". */
export function emptyCell(): Cell {
  return new Builder().endCell();
}
