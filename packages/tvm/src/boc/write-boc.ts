import type { Cell } from '../cell/cell.js';
import { BOC_GENERIC } from './boc-magic.js';
import { crc32c } from './crc32c.js';
import { DistinctCells } from './distinct-cells.js';

export interface WriteBocOptions {
  /** Write the offset index (lets a reader seek to a cell). */
  index?: boolean;
  /** Append a CRC32C checksum. */
  crc32c?: boolean;
  /** Mark cells referenced more than once in the index (requires `index`). */
  cacheBits?: boolean;
}

/**
 * Serializes cells as a generic BOC (magic b5ee9c72). Identical subtrees are written once;
 * every reference points to a later cell, roots first.
 */
export function writeBoc(roots: Cell | Cell[], options: WriteBocOptions = {}): Uint8Array {
  const rootList = Array.isArray(roots) ? roots : [roots];
  const cells = new DistinctCells();
  const order = orderCells(rootList, cells);
  const indexOf = new Map<Cell, number>();
  for (let i = 0; i < order.length; i++) indexOf.set(order[i], i);
  const indexOfRef = (cell: Cell): number => indexOf.get(cells.canonical(cell))!;
  const cellCount = order.length;
  const refSize = bytesFor(cellCount);
  const cellEnds = new Array<number>(cellCount);
  let totalCellBytes = 0;
  for (let i = 0; i < cellCount; i++) {
    const cell = order[i];
    totalCellBytes += 2 + ((cell.bitLength + 7) >> 3) + cell.refs.length * refSize;
    cellEnds[i] = totalCellBytes;
  }
  const offsetSize = bytesFor(totalCellBytes);
  const hasIndex = options.index === true || options.cacheBits === true;
  const hasCacheBits = options.cacheBits === true;
  const hasCrc = options.crc32c === true;
  const headerLength = 4 + 1 + 1 + 3 * refSize + offsetSize + rootList.length * refSize + (hasIndex ? cellCount * offsetSize : 0);
  const out = new Uint8Array(headerLength + totalCellBytes + (hasCrc ? 4 : 0));
  let pos = 0;
  const put = (value: number, size: number): void => {
    for (let i = size - 1; i >= 0; i--) out[pos++] = Math.floor(value / 256 ** i) % 256;
  };
  put(BOC_GENERIC, 4);
  put((hasIndex ? 0x80 : 0) | (hasCrc ? 0x40 : 0) | (hasCacheBits ? 0x20 : 0) | refSize, 1);
  put(offsetSize, 1);
  put(cellCount, refSize);
  put(rootList.length, refSize);
  put(0, refSize);
  put(totalCellBytes, offsetSize);
  for (const root of rootList) put(indexOfRef(root), refSize);
  if (hasIndex) {
    const parentCount = hasCacheBits ? countParents(order, indexOfRef) : null;
    for (let i = 0; i < cellCount; i++) put(parentCount ? cellEnds[i] * 2 + (parentCount[i] > 1 ? 1 : 0) : cellEnds[i], offsetSize);
  }
  for (const cell of order) pos = serializeCell(cell, out, pos, refSize, indexOfRef);
  if (hasCrc) {
    const crc = crc32c(out.subarray(0, pos));
    out[pos++] = crc & 0xff;
    out[pos++] = (crc >>> 8) & 0xff;
    out[pos++] = (crc >>> 16) & 0xff;
    out[pos++] = (crc >>> 24) & 0xff;
  }
  return out;
}

/** Orders the distinct cells so that every cell comes before the cells it references (roots first). */
function orderCells(roots: Cell[], cells: DistinctCells): Cell[] {
  const postOrder: Cell[] = [];
  const stackCells: Cell[] = [];
  const stackNext: number[] = [];
  for (let r = roots.length - 1; r >= 0; r--) {
    if (!cells.visit(roots[r])) continue;
    stackCells.push(roots[r]);
    stackNext.push(0);
    while (stackCells.length > 0) {
      const top = stackCells.length - 1;
      const cell = stackCells[top];
      const next = stackNext[top];
      if (next < cell.refs.length) {
        stackNext[top] = next + 1;
        const child = cell.refs[next];
        if (cells.visit(child)) {
          stackCells.push(child);
          stackNext.push(0);
        }
      } else {
        postOrder.push(cell);
        stackCells.pop();
        stackNext.pop();
      }
    }
  }
  return postOrder.reverse();
}

function countParents(order: readonly Cell[], indexOfRef: (cell: Cell) => number): number[] {
  const parentCount = new Array<number>(order.length).fill(0);
  for (const cell of order) for (const ref of cell.refs) parentCount[indexOfRef(ref)]++;
  return parentCount;
}

/** Writes one cell's descriptors, data (with its completion tag) and reference indexes at `pos`; returns the end. */
function serializeCell(cell: Cell, out: Uint8Array, pos: number, refSize: number, indexOfRef: (cell: Cell) => number): number {
  const dataBytes = (cell.bitLength + 7) >> 3;
  out[pos] = cell.refs.length + (cell.isExotic ? 8 : 0) + cell.levelMask * 32;
  out[pos + 1] = (cell.bitLength >> 3) + dataBytes;
  out.set(cell.data, pos + 2);
  const partial = cell.bitLength & 7;
  if (partial !== 0) out[pos + 1 + dataBytes] |= 1 << (7 - partial);
  pos += 2 + dataBytes;
  for (const ref of cell.refs) {
    const index = indexOfRef(ref);
    for (let i = refSize - 1; i >= 0; i--) out[pos++] = (index >>> (8 * i)) & 0xff;
  }
  return pos;
}

function bytesFor(value: number): number {
  let bytes = 1;
  while (value >= 256 ** bytes) bytes++;
  return bytes;
}
