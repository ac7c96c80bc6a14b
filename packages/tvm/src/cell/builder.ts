import { CellError } from '../errors.js';
import { byteOfBit, copyBits, readUintBits, writeUintBits } from './bits.js';
import { Cell } from './cell.js';
import { CellType, MAX_CELL_BITS, MAX_CELL_REFS } from './cell-type.js';
import { lengthBitsFor, type BitString, type Slice } from './slice.js';

/** Accumulates bits and references for one cell. Writing past 1023 bits or 4 refs throws CellError('overflow'). */
export class Builder {
  private data = new Uint8Array(128);
  private bits = 0;
  private readonly refs: Cell[] = [];

  get bitLength(): number {
    return this.bits;
  }

  get refCount(): number {
    return this.refs.length;
  }

  storeBit(bit: boolean | number): this {
    this.reserve(1);
    if (bit) this.data[this.bits >> 3] = byteOfBit(this.data, this.bits, 'overflow') | (0x80 >> (this.bits & 7));
    this.bits++;
    return this;
  }

  storeUint(value: number | bigint, bits: number): this {
    if (typeof value === 'number' && bits <= 48) {
      if (!Number.isInteger(value) || value < 0 || value >= 2 ** bits) throw outOfRange(value, bits, false);
      this.reserve(bits);
      if (bits <= 32) {
        writeUintBits(this.data, this.bits, value, bits);
      } else {
        writeUintBits(this.data, this.bits, Math.floor(value / 0x1_0000_0000), bits - 32);
        writeUintBits(this.data, this.bits + bits - 32, value % 0x1_0000_0000, 32);
      }
      this.bits += bits;
      return this;
    }
    const big = BigInt(value);
    if (big < 0n || big >= 1n << BigInt(bits)) throw outOfRange(value, bits, false);
    return this.storeBigBits(big, bits);
  }

  storeInt(value: number | bigint, bits: number): this {
    const big = BigInt(value);
    const half = bits === 0 ? 0n : 1n << BigInt(bits - 1);
    if (big < -half || big >= half || (bits === 0 && big !== 0n)) throw outOfRange(value, bits, true);
    return this.storeBigBits(big < 0n ? big + (half << 1n) : big, bits);
  }

  storeBytes(bytes: Uint8Array): this {
    return this.storeBits({ data: bytes, bitLength: bytes.length * 8 });
  }

  storeBits(bits: BitString): this {
    this.reserve(bits.bitLength);
    if ((this.bits & 7) === 0) {
      this.data.set(copyBits(bits.data, 0, bits.bitLength), this.bits >> 3);
    } else {
      let pos = 0;
      while (pos < bits.bitLength) {
        const take = Math.min(32, bits.bitLength - pos);
        writeUintBits(this.data, this.bits + pos, readUintBits(bits.data, pos, take), take);
        pos += take;
      }
    }
    this.bits += bits.bitLength;
    return this;
  }

  /** Appends what is left of a slice: its bits and references. */
  storeSlice(slice: Slice): this {
    const copy = slice.clone();
    this.storeBits(copy.loadBits(copy.remainingBits));
    while (copy.remainingRefs > 0) this.storeRef(copy.loadRef());
    return this;
  }

  storeRef(cell: Cell): this {
    if (this.refs.length >= MAX_CELL_REFS) throw new CellError('overflow', `a cell holds at most ${MAX_CELL_REFS} references`);
    this.refs.push(cell);
    return this;
  }

  storeMaybeRef(cell: Cell | null | undefined): this {
    this.storeBit(cell != null);
    if (cell != null) this.storeRef(cell);
    return this;
  }

  storeUnary(n: number): this {
    for (let i = 0; i < n; i++) this.storeBit(1);
    return this.storeBit(0);
  }

  storeVarUint(value: bigint, maxBytes: number): this {
    const length = byteLength(value);
    if (length >= maxBytes) throw outOfRange(value, (maxBytes - 1) * 8, false);
    this.storeUint(length, lengthBitsFor(maxBytes));
    return length === 0 ? this : this.storeUint(value, length * 8);
  }

  storeVarInt(value: bigint, maxBytes: number): this {
    const magnitude = value < 0n ? -value - 1n : value;
    // -1 has magnitude 0 yet needs one byte (0xff); only zero itself is stored with no bytes.
    const length = value === 0n ? 0 : Math.max(1, byteLength(magnitude << 1n));
    if (length >= maxBytes) throw outOfRange(value, (maxBytes - 1) * 8, true);
    this.storeUint(length, lengthBitsFor(maxBytes));
    return length === 0 ? this : this.storeInt(value, length * 8);
  }

  storeCoins(value: bigint): this {
    return this.storeVarUint(value, 16);
  }

  storeBuilder(other: Builder): this {
    this.storeBits({ data: other.data, bitLength: other.bits });
    for (const ref of other.refs) this.storeRef(ref);
    return this;
  }

  endCell(): Cell {
    return new Cell(CellType.Ordinary, this.data.slice(0, (this.bits + 7) >> 3), this.bits, this.refs.slice());
  }

  /** Finishes an exotic cell; its type is the first byte written. */
  endExoticCell(): Cell {
    if (this.bits < 8) throw new CellError('bad-exotic', 'an exotic cell must start with its type byte');
    return new Cell(this.data[0] as CellType, this.data.slice(0, (this.bits + 7) >> 3), this.bits, this.refs.slice());
  }

  private storeBigBits(value: bigint, bits: number): this {
    this.reserve(bits);
    let remaining = bits;
    while (remaining > 0) {
      const take = remaining % 32 === 0 ? 32 : remaining % 32;
      const chunk = Number((value >> BigInt(remaining - take)) & 0xffff_ffffn);
      writeUintBits(this.data, this.bits, chunk, take);
      this.bits += take;
      remaining -= take;
    }
    return this;
  }

  private reserve(bits: number): void {
    if (this.bits + bits > MAX_CELL_BITS) {
      throw new CellError('overflow', `a cell holds at most ${MAX_CELL_BITS} bits; ${this.bits} used, ${bits} more asked`);
    }
  }
}

function byteLength(value: bigint): number {
  let length = 0;
  for (let v = value; v > 0n; v >>= 8n) length++;
  return length;
}

function outOfRange(value: number | bigint, bits: number, signed: boolean): CellError {
  return new CellError('range', `${value} does not fit in ${bits} ${signed ? 'signed' : 'unsigned'} bits`);
}
