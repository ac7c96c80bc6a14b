import { readUintBits } from '../cell/bits.js';
import type { Cell } from '../cell/cell.js';
import { bytesToHex } from '../util/hex.js';

/**
 * The cells met while walking a tree, told apart by representation hash: two objects with equal hashes are
 * one cell, the first one met standing for both. Objects are looked up by identity first, and hashes by
 * their first four bytes, so the full hash is compared only when an object is new.
 */
export class DistinctCells {
  private readonly canonicalOf = new Map<Cell, Cell>();
  private readonly byHashPrefix = new Map<number, Cell>();
  /** Distinct cells whose hashes share their first four bytes with another's. */
  private readonly byFullHash = new Map<string, Cell>();

  /** Records the cell; true when no equal cell was met before. */
  visit(cell: Cell): boolean {
    if (this.canonicalOf.has(cell)) return false;
    const known = this.findEqual(cell);
    this.canonicalOf.set(cell, known ?? cell);
    return known === undefined;
  }

  /** The cell first met among those equal to `cell` (which must have been visited). */
  canonical(cell: Cell): Cell {
    return this.canonicalOf.get(cell)!;
  }

  private findEqual(cell: Cell): Cell | undefined {
    const hash = cell.hash();
    const prefix = readUintBits(hash, 0, 32);
    const sharing = this.byHashPrefix.get(prefix);
    if (sharing === undefined) {
      this.byHashPrefix.set(prefix, cell);
      return undefined;
    }
    if (sharing.equals(cell)) return sharing;
    const key = bytesToHex(hash);
    const known = this.byFullHash.get(key);
    if (known === undefined) this.byFullHash.set(key, cell);
    return known;
  }
}
