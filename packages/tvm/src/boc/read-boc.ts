import { Cell } from '../cell/cell.js';
import { CellType } from '../cell/cell-type.js';
import { BocError, CellError } from '../errors.js';
import { BOC_GENERIC, BOC_INDEXED, BOC_INDEXED_CRC32C } from './boc-magic.js';
import { crc32c } from './crc32c.js';

interface BocHeader {
  hasIndex: boolean;
  hasCrc: boolean;
  hasCacheBits: boolean;
  refSize: number;
  offsetSize: number;
  cellCount: number;
  rootIndexes: number[];
  dataStart: number;
  dataEnd: number;
}

/** Reads every root of a bag of cells. Malformed input throws BocError (or CellError for a bad cell). */
export function readBoc(bytes: Uint8Array): Cell[] {
  const header = readHeader(bytes);
  const cells = readCells(bytes, header);
  return header.rootIndexes.map((index) => cellAt(cells, index));
}

/**
 * Checks a BOC's header and, when it carries one, its CRC32C checksum, without reading its cells: a cheap check of
 * damage before anything is built on the bytes. Throws BocError.
 */
export function checkBoc(bytes: Uint8Array): void {
  readHeader(bytes);
}

/** Reads a BOC that must have exactly one root. */
export function readBocSingle(bytes: Uint8Array): Cell {
  const roots = readBoc(bytes);
  const [root] = roots;
  if (root === undefined || roots.length !== 1) throw new BocError('roots', `expected one root cell, found ${roots.length}`);
  return root;
}

class ByteReader {
  pos = 0;

  constructor(private readonly bytes: Uint8Array) {}

  uint(size: number, what: string): number {
    if (this.pos + size > this.bytes.length) throw new BocError('truncated', `the BOC ends inside ${what}`);
    const value = bigEndian(this.bytes, this.pos, size);
    this.pos += size;
    return value;
  }
}

/** The unsigned big-endian integer of `size` bytes at `pos`; the caller has checked they are there. */
function bigEndian(bytes: Uint8Array, pos: number, size: number): number {
  let value = 0;
  for (let i = pos; i < pos + size; i++) value = value * 256 + byteAt(bytes, i);
  return value;
}

function byteAt(bytes: Uint8Array, pos: number): number {
  const byte = bytes[pos];
  if (byte === undefined) throw new BocError('truncated', `the BOC ends at byte ${bytes.length}, before byte ${pos}`);
  return byte;
}

function cellAt(cells: readonly Cell[], index: number): Cell {
  const cell = cells[index];
  if (cell === undefined) throw new BocError('ref-order', `no cell ${index} in the BOC`);
  return cell;
}

function readHeader(bytes: Uint8Array): BocHeader {
  const reader = new ByteReader(bytes);
  const magic = reader.uint(4, 'the magic number');
  if (magic !== BOC_GENERIC && magic !== BOC_INDEXED && magic !== BOC_INDEXED_CRC32C) {
    throw new BocError('magic', `not a BOC: unknown magic ${magic.toString(16).padStart(8, '0')}`);
  }
  const flags = reader.uint(1, 'the flags byte');
  const generic = magic === BOC_GENERIC;
  const hasIndex = generic ? (flags & 0x80) !== 0 : true;
  const hasCrc = generic ? (flags & 0x40) !== 0 : magic === BOC_INDEXED_CRC32C;
  const hasCacheBits = generic && (flags & 0x20) !== 0;
  if (generic && (flags & 0x18) !== 0) throw new BocError('flags', 'reserved BOC flags are set');
  const refSize = flags & 0x07;
  if (refSize < 1 || refSize > 4) throw new BocError('ref-size', `reference size must be 1..4 bytes, got ${refSize}`);
  const offsetSize = reader.uint(1, 'the offset size');
  if (offsetSize < 1 || offsetSize > 8) throw new BocError('offset-size', `offset size must be 1..8 bytes, got ${offsetSize}`);
  const cellCount = reader.uint(refSize, 'the cell count');
  const rootCount = reader.uint(refSize, 'the root count');
  const absentCount = reader.uint(refSize, 'the absent count');
  const totalCellBytes = reader.uint(offsetSize, 'the data size');
  if (rootCount < 1 || rootCount > cellCount) throw new BocError('roots', `root count ${rootCount} with ${cellCount} cells`);
  if (absentCount > 0) throw new BocError('absent', 'BOCs with absent cells are not supported');
  const minCellBytes = 2;
  if (cellCount * minCellBytes > bytes.length || totalCellBytes > bytes.length) {
    throw new BocError('size', `the header announces ${cellCount} cells in ${totalCellBytes} bytes, more than the ${bytes.length} bytes given`);
  }
  const rootIndexes: number[] = [];
  for (let i = 0; i < rootCount; i++) {
    const index = generic ? reader.uint(refSize, 'the root list') : i;
    if (index >= cellCount) throw new BocError('roots', `root index ${index} is out of range`);
    rootIndexes.push(index);
  }
  if (hasIndex) reader.pos += cellCount * offsetSize;
  const dataStart = reader.pos;
  const dataEnd = dataStart + totalCellBytes;
  const expectedLength = dataEnd + (hasCrc ? 4 : 0);
  if (expectedLength > bytes.length) throw new BocError('truncated', `the BOC is ${bytes.length} bytes, its header needs ${expectedLength}`);
  if (expectedLength < bytes.length) throw new BocError('trailing', `${bytes.length - expectedLength} bytes follow the BOC`);
  if (hasCrc) checkCrc(bytes, dataEnd);
  return { hasIndex, hasCrc, hasCacheBits, refSize, offsetSize, cellCount, rootIndexes, dataStart, dataEnd };
}

function checkCrc(bytes: Uint8Array, dataEnd: number): void {
  let stored = 0;
  for (let i = dataEnd + 3; i >= dataEnd; i--) stored = stored * 256 + byteAt(bytes, i);
  if (crc32c(bytes.subarray(0, dataEnd)) !== stored) throw new BocError('crc', 'the CRC32C checksum does not match');
}

interface RawCell {
  type: CellType;
  levelMask: number;
  data: Uint8Array;
  bitLength: number;
  refIndexes: number[];
}

function readCells(bytes: Uint8Array, header: BocHeader): Cell[] {
  const raw: RawCell[] = [];
  let pos = header.dataStart;
  for (let i = 0; i < header.cellCount; i++) {
    const parsed = readRawCell(bytes, pos, header, i);
    raw.push(parsed.cell);
    pos = parsed.next;
  }
  if (pos !== header.dataEnd) throw new BocError('size', 'the cells do not fill the announced data size');
  // References point forward, so building from the last cell back finds each cell's children built.
  const cells: Cell[] = new Array(raw.length);
  let i = raw.length;
  for (const { type, levelMask, data, bitLength, refIndexes } of raw.reverse()) {
    i--;
    const refs = refIndexes.map((index) => cellAt(cells, index));
    const cell = makeCell(type, data, bitLength, refs, i);
    if (cell.levelMask !== levelMask) throw new BocError('level', `cell ${i} declares level mask ${levelMask}, its contents give ${cell.levelMask}`);
    cells[i] = cell;
  }
  return cells;
}

function makeCell(type: CellType, data: Uint8Array, bitLength: number, refs: Cell[], index: number): Cell {
  try {
    return new Cell(type, data, bitLength, refs);
  } catch (error) {
    if (error instanceof CellError) throw new BocError(error.code, `cell ${index}: ${error.message}`);
    throw error;
  }
}

function readRawCell(bytes: Uint8Array, start: number, header: BocHeader, index: number): { cell: RawCell; next: number } {
  const { dataEnd, refSize, cellCount } = header;
  if (start + 2 > dataEnd) throw new BocError('truncated', `cell ${index} is cut off`);
  const d1 = byteAt(bytes, start);
  const d2 = byteAt(bytes, start + 1);
  const refCount = d1 & 7;
  const isExotic = (d1 & 8) !== 0;
  const withHashes = (d1 & 16) !== 0;
  const levelMask = d1 >> 5;
  if (refCount > 4) throw new BocError('refs', `cell ${index} claims ${refCount} references`);
  let pos = start + 2;
  if (withHashes) pos += (popcount(levelMask) + 1) * 34;
  const dataBytes = (d2 >> 1) + (d2 & 1);
  const end = pos + dataBytes + refCount * refSize;
  if (end > dataEnd) throw new BocError('truncated', `cell ${index} is cut off`);
  const { data, bitLength } = readCellData(bytes.subarray(pos, pos + dataBytes), (d2 & 1) === 1, index);
  pos += dataBytes;
  const refIndexes: number[] = new Array(refCount);
  for (let r = 0; r < refCount; r++) {
    const ref = bigEndian(bytes, pos, refSize);
    pos += refSize;
    if (ref <= index || ref >= cellCount) {
      throw new BocError('ref-order', `cell ${index} refers to cell ${ref}: references must point forward and inside the BOC`);
    }
    refIndexes[r] = ref;
  }
  const type = isExotic ? exoticType(data, index) : CellType.Ordinary;
  return { cell: { type, levelMask, data, bitLength, refIndexes }, next: end };
}

function exoticType(data: Uint8Array, index: number): CellType {
  if (data.length === 0) throw new BocError('bad-exotic', `exotic cell ${index} has no type byte`);
  return data[0] as CellType;
}

/** Strips the completion tag (a 1 then zeros) from the last byte of a cell with a partial byte. */
function readCellData(stored: Uint8Array, hasPartialByte: boolean, index: number): { data: Uint8Array; bitLength: number } {
  // Uint8Array's own slice copies; a Node Buffer's is a view, and the tag is stripped below in place.
  const data = Uint8Array.prototype.slice.call(stored);
  if (!hasPartialByte) return { data, bitLength: data.length * 8 };
  const last = data[data.length - 1];
  if (last === undefined || last === 0) throw new BocError('completion-tag', `cell ${index} has no completion tag`);
  const trailingZeros = 31 - Math.clz32(last & -last);
  data[data.length - 1] = last & ~(1 << trailingZeros) & 0xff;
  return { data, bitLength: data.length * 8 - trailingZeros - 1 };
}

function popcount(mask: number): number {
  return (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1);
}
