import { CellError } from '../errors.js';
import { bytesToHex } from '../util/hex.js';
import { readUintBits } from './bits.js';
import { CellType, DEPTH_BYTES, HASH_BYTES, MAX_CELL_BITS, MAX_CELL_REFS } from './cell-type.js';
import { computeCellHashes, type CellHashes } from './cell-hash.js';
import { hashIndexForLevel } from './level-mask.js';
import { validateExotic } from './exotic.js';

/**
 * An immutable cell: up to 1023 bits and 4 references, with its level mask computed when it is made and its
 * hashes and depths computed once, when first asked (children first, so a tree is hashed bottom-up exactly once;
 * reading a BOC only to look at a few cells hashes none).
 */
export class Cell {
  /** Data bits, most significant first; bits past `bitLength` in the last byte are zero. */
  readonly data: Uint8Array;
  readonly bitLength: number;
  readonly refs: readonly Cell[];
  readonly type: CellType;
  readonly levelMask: number;
  /** An ECMAScript private field, so that structural comparisons (deep equality in tests) do not see whether the hashes were asked yet. */
  #computed: CellHashes | null = null;

  constructor(type: CellType, data: Uint8Array, bitLength: number, refs: readonly Cell[]) {
    if (bitLength > MAX_CELL_BITS) throw new CellError('overflow', `a cell holds at most ${MAX_CELL_BITS} bits, got ${bitLength}`);
    if (refs.length > MAX_CELL_REFS) throw new CellError('overflow', `a cell holds at most ${MAX_CELL_REFS} references, got ${refs.length}`);
    if (data.length !== (bitLength + 7) >> 3) throw new CellError('bad-data', 'cell data length does not match its bit length');
    this.type = type;
    this.data = data;
    this.bitLength = bitLength;
    this.refs = refs;
    this.levelMask = type === CellType.Ordinary ? ordinaryLevelMask(refs) : validateExotic(type, data, bitLength, refs);
  }

  get isExotic(): boolean {
    return this.type !== CellType.Ordinary;
  }

  get level(): number {
    return 32 - Math.clz32(this.levelMask);
  }

  /** The hash at a level; the default (3) is the representation hash that identifies the cell. */
  hash(level = 3): Uint8Array {
    return this.hashesAndDepths().hashes[hashIndexForLevel(this.levelMask, level)]!;
  }

  depth(level = 3): number {
    return this.hashesAndDepths().depths[hashIndexForLevel(this.levelMask, level)]!;
  }

  private hashesAndDepths(): CellHashes {
    if (this.#computed === null) this.hashBottomUp();
    return this.#computed!;
  }

  /** Hashes this cell and every descendant not hashed yet, children first, with a stack of its own (chains can be deep). */
  private hashBottomUp(): void {
    const stack: Cell[] = [this];
    while (stack.length > 0) {
      const cell = stack[stack.length - 1]!;
      if (cell.#computed !== null) {
        stack.pop();
        continue;
      }
      let waiting = false;
      for (const ref of cell.refs) {
        if (ref.#computed !== null) continue;
        stack.push(ref);
        waiting = true;
      }
      if (waiting) continue;
      cell.#computed = computeCellHashes(cell);
      stack.pop();
    }
  }

  hashHex(level = 3): string {
    return bytesToHex(this.hash(level));
  }

  equals(other: Cell): boolean {
    const a = this.hash();
    const b = other.hash();
    for (let i = 0; i < HASH_BYTES; i++) if (a[i] !== b[i]) return false;
    return true;
  }

  /** Hashes and depths stored inside a pruned branch's data, by hash index. */
  prunedHash(index: number): Uint8Array {
    return this.data.subarray(2 + index * HASH_BYTES, 2 + (index + 1) * HASH_BYTES);
  }

  prunedDepth(index: number, storedCount: number): number {
    const offset = 2 + storedCount * HASH_BYTES + index * DEPTH_BYTES;
    return readUintBits(this.data, offset * 8, DEPTH_BYTES * 8);
  }
}

function ordinaryLevelMask(refs: readonly Cell[]): number {
  let mask = 0;
  for (const ref of refs) mask |= ref.levelMask;
  return mask;
}
