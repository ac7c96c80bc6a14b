import type { Cell } from '../cell/cell.js';
import { bytesToHex } from '../util/hex.js';
import { BOC_GENERIC } from './boc-magic.js';
import { crc32c } from './crc32c.js';

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
  const { order, indexOf, parentCount } = orderCells(rootList);
  const cellCount = order.length;
  const refSize = bytesFor(cellCount);
  const serialized = order.map((cell) => serializeCell(cell, indexOf, refSize));
  const totalCellBytes = serialized.reduce((sum, bytes) => sum + bytes.length, 0);
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
  for (const root of rootList) put(indexOf.get(bytesToHex(root.hash()))!, refSize);
  if (hasIndex) {
    let offset = 0;
    serialized.forEach((bytes, i) => {
      offset += bytes.length;
      put(hasCacheBits ? offset * 2 + (parentCount[i] > 1 ? 1 : 0) : offset, offsetSize);
    });
  }
  for (const bytes of serialized) {
    out.set(bytes, pos);
    pos += bytes.length;
  }
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
function orderCells(roots: Cell[]): { order: Cell[]; indexOf: Map<string, number>; parentCount: number[] } {
  const postOrder: Cell[] = [];
  const visited = new Set<string>();
  const stack: { cell: Cell; next: number }[] = [];
  for (const root of [...roots].reverse()) {
    if (visited.has(bytesToHex(root.hash()))) continue;
    visited.add(bytesToHex(root.hash()));
    stack.push({ cell: root, next: 0 });
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next < top.cell.refs.length) {
        const child = top.cell.refs[top.next++];
        const key = bytesToHex(child.hash());
        if (!visited.has(key)) {
          visited.add(key);
          stack.push({ cell: child, next: 0 });
        }
      } else {
        postOrder.push(top.cell);
        stack.pop();
      }
    }
  }
  const order = postOrder.reverse();
  const indexOf = new Map<string, number>();
  order.forEach((cell, i) => indexOf.set(bytesToHex(cell.hash()), i));
  const parentCount = new Array<number>(order.length).fill(0);
  for (const cell of order) for (const ref of cell.refs) parentCount[indexOf.get(bytesToHex(ref.hash()))!]++;
  return { order, indexOf, parentCount };
}

function serializeCell(cell: Cell, indexOf: Map<string, number>, refSize: number): Uint8Array {
  const dataBytes = (cell.bitLength + 7) >> 3;
  const out = new Uint8Array(2 + dataBytes + cell.refs.length * refSize);
  out[0] = cell.refs.length + (cell.isExotic ? 8 : 0) + cell.levelMask * 32;
  out[1] = (cell.bitLength >> 3) + dataBytes;
  out.set(cell.data, 2);
  const partial = cell.bitLength & 7;
  if (partial !== 0) out[1 + dataBytes] |= 1 << (7 - partial);
  let pos = 2 + dataBytes;
  for (const ref of cell.refs) {
    const index = indexOf.get(bytesToHex(ref.hash()))!;
    for (let i = refSize - 1; i >= 0; i--) out[pos++] = Math.floor(index / 256 ** i) % 256;
  }
  return out;
}

function bytesFor(value: number): number {
  let bytes = 1;
  while (value >= 256 ** bytes) bytes++;
  return bytes;
}
