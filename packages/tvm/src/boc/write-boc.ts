import type { Cell } from '../cell/cell.js';
import { byteOfBit } from '../cell/bits.js';
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
  const indexOf = new Map<Cell, number>(order.map((cell, index) => [cell, index]));
  const indexOfRef = (cell: Cell): number => indexOf.get(cells.canonical(cell))!;
  const cellCount = order.length;
  const refSize = bytesFor(cellCount);
  const cellEnds: number[] = [];
  let totalCellBytes = 0;
  for (const cell of order) {
    totalCellBytes += 2 + ((cell.bitLength + 7) >> 3) + cell.refs.length * refSize;
    cellEnds.push(totalCellBytes);
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
    const shared = hasCacheBits ? sharedCells(order, indexOfRef) : null;
    cellEnds.forEach((end, index) => put(shared ? end * 2 + (shared.has(index) ? 1 : 0) : end, offsetSize));
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
  const stack: { cell: Cell; next: number }[] = [];
  for (const root of [...roots].reverse()) {
    if (!cells.visit(root)) continue;
    stack.push({ cell: root, next: 0 });
    for (let top = stack.at(-1); top !== undefined; top = stack.at(-1)) {
      const child = top.cell.refs[top.next];
      if (child === undefined) {
        postOrder.push(top.cell);
        stack.pop();
      } else {
        top.next++;
        if (cells.visit(child)) stack.push({ cell: child, next: 0 });
      }
    }
  }
  return postOrder.reverse();
}

/** The indexes of the cells referenced more than once. */
function sharedCells(order: readonly Cell[], indexOfRef: (cell: Cell) => number): Set<number> {
  const referenced = new Set<number>();
  const shared = new Set<number>();
  for (const cell of order) {
    for (const ref of cell.refs) {
      const index = indexOfRef(ref);
      if (referenced.has(index)) shared.add(index);
      referenced.add(index);
    }
  }
  return shared;
}

/** Writes one cell's descriptors, data (with its completion tag) and reference indexes at `pos`; returns the end. */
function serializeCell(cell: Cell, out: Uint8Array, pos: number, refSize: number, indexOfRef: (cell: Cell) => number): number {
  const dataBytes = (cell.bitLength + 7) >> 3;
  out[pos] = cell.refs.length + (cell.isExotic ? 8 : 0) + cell.levelMask * 32;
  out[pos + 1] = (cell.bitLength >> 3) + dataBytes;
  out.set(cell.data, pos + 2);
  const partial = cell.bitLength & 7;
  const lastByte = pos + 1 + dataBytes;
  if (partial !== 0) out[lastByte] = byteOfBit(out, lastByte * 8, 'overflow') | (1 << (7 - partial));
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
