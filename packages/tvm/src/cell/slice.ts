import { CellError, PrunedBranchError } from '../errors.js';
import { byteOfBit, copyBits, readUintBits } from './bits.js';
import { Cell } from './cell.js';
import { CellType } from './cell-type.js';

/** A run of bits, most significant first, zero-padded to whole bytes. */
export interface BitString {
  data: Uint8Array;
  bitLength: number;
}

const TWO_POW_32 = 0x1_0000_0000;

/** A cursor over a cell's bits and references. Reading past the end throws CellError('underflow'). */
export class Slice {
  readonly cell: Cell;
  private bitPos: number;
  private readonly bitEnd: number;
  private refPos: number;
  private readonly refEnd: number;

  constructor(cell: Cell, bitPos = 0, bitEnd = cell.bitLength, refPos = 0, refEnd = cell.refs.length) {
    if (cell.type === CellType.PrunedBranch) throw new PrunedBranchError();
    this.cell = cell;
    this.bitPos = bitPos;
    this.bitEnd = bitEnd;
    this.refPos = refPos;
    this.refEnd = refEnd;
  }

  get remainingBits(): number {
    return this.bitEnd - this.bitPos;
  }

  get remainingRefs(): number {
    return this.refEnd - this.refPos;
  }

  clone(): Slice {
    return new Slice(this.cell, this.bitPos, this.bitEnd, this.refPos, this.refEnd);
  }

  isEmpty(): boolean {
    return this.bitPos === this.bitEnd && this.refPos === this.refEnd;
  }

  skip(bits: number): this {
    this.need(bits);
    this.bitPos += bits;
    return this;
  }

  loadBit(): boolean {
    this.need(1);
    const pos = this.bitPos++;
    return ((byteOfBit(this.cell.data, pos) >> (7 - (pos & 7))) & 1) === 1;
  }

  preloadBit(): boolean {
    this.need(1);
    const pos = this.bitPos;
    return ((byteOfBit(this.cell.data, pos) >> (7 - (pos & 7))) & 1) === 1;
  }

  /** An unsigned integer of up to 48 bits, as a number. */
  loadUint(bits: number): number {
    const value = this.preloadUint(bits);
    this.bitPos += bits;
    return value;
  }

  preloadUint(bits: number): number {
    if (bits > 48) throw new RangeError(`loadUint reads at most 48 bits, use loadUintBig for ${bits}`);
    this.need(bits);
    if (bits <= 32) return readUintBits(this.cell.data, this.bitPos, bits);
    const high = readUintBits(this.cell.data, this.bitPos, bits - 32);
    return high * TWO_POW_32 + readUintBits(this.cell.data, this.bitPos + bits - 32, 32);
  }

  /** A signed integer of up to 48 bits, as a number. */
  loadInt(bits: number): number {
    const value = this.loadUint(bits);
    if (bits === 0) return 0;
    const half = 2 ** (bits - 1);
    return value >= half ? value - 2 * half : value;
  }

  loadUintBig(bits: number): bigint {
    this.need(bits);
    let value = 0n;
    let remaining = bits;
    const head = remaining % 32;
    if (head !== 0) {
      value = BigInt(readUintBits(this.cell.data, this.bitPos, head));
      this.bitPos += head;
      remaining -= head;
    }
    while (remaining > 0) {
      value = (value << 32n) | BigInt(readUintBits(this.cell.data, this.bitPos, 32));
      this.bitPos += 32;
      remaining -= 32;
    }
    return value;
  }

  loadIntBig(bits: number): bigint {
    const value = this.loadUintBig(bits);
    if (bits === 0) return 0n;
    return value >= 1n << BigInt(bits - 1) ? value - (1n << BigInt(bits)) : value;
  }

  loadUint64(): bigint {
    return this.loadUintBig(64);
  }

  /** `count` whole bytes (need not be byte-aligned in the cell). */
  loadBytes(count: number): Uint8Array {
    const bits = count * 8;
    this.need(bits);
    const out = copyBits(this.cell.data, this.bitPos, bits);
    this.bitPos += bits;
    return out;
  }

  loadBits(bits: number): BitString {
    this.need(bits);
    const data = copyBits(this.cell.data, this.bitPos, bits);
    this.bitPos += bits;
    return { data, bitLength: bits };
  }

  /** `1^n 0` → n. */
  loadUnary(): number {
    let n = 0;
    while (this.loadBit()) n++;
    return n;
  }

  /** VarUInteger maxBytes: a byte count of ceil(log2(maxBytes)) bits, then that many bytes. */
  loadVarUint(maxBytes: number): bigint {
    const length = this.loadUint(lengthBitsFor(maxBytes));
    return length === 0 ? 0n : this.loadUintBig(length * 8);
  }

  loadVarInt(maxBytes: number): bigint {
    const length = this.loadUint(lengthBitsFor(maxBytes));
    return length === 0 ? 0n : this.loadIntBig(length * 8);
  }

  /** Grams / Coins: VarUInteger 16. */
  loadCoins(): bigint {
    return this.loadVarUint(16);
  }

  loadRef(): Cell {
    const ref = this.refPos < this.refEnd ? this.cell.refs[this.refPos] : undefined;
    if (ref === undefined) throw new CellError('underflow', 'no references left to read');
    this.refPos++;
    return ref;
  }

  loadMaybeRef(): Cell | null {
    return this.loadBit() ? this.loadRef() : null;
  }

  /** Opens the next reference for reading. */
  loadRefSlice(): Slice {
    return new Slice(this.loadRef());
  }

  /** The remaining bits and references as a new ordinary cell. */
  remainderToCell(): Cell {
    const bits = this.remainingBits;
    const data = copyBits(this.cell.data, this.bitPos, bits);
    return new Cell(CellType.Ordinary, data, bits, this.cell.refs.slice(this.refPos, this.refEnd));
  }

  /** Throws unless every bit and reference was read. */
  expectEnd(what: string): void {
    if (!this.isEmpty()) {
      throw new CellError('not-consumed', `${what}: ${this.remainingBits} bits and ${this.remainingRefs} references left unread`);
    }
  }

  private need(bits: number): void {
    if (bits < 0 || this.bitPos + bits > this.bitEnd) {
      throw new CellError('underflow', `needed ${bits} bits, ${this.bitEnd - this.bitPos} left`);
    }
  }
}

export function lengthBitsFor(maxBytes: number): number {
  return 32 - Math.clz32(maxBytes - 1);
}
