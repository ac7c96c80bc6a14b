import { Cell } from '@tvmscan/tvm';

/** Cells a generation holds before it becomes the old one: what an interner holds is at most twice this. */
const GENERATION_SIZE = 10_000;

/**
 * One object per distinct cell among those given recently: a cell whose hash it holds is answered with the object
 * it holds. The executor hands back every account it runs as a new tree of cells, so without this each NFT, wallet
 * and token wallet kept its own copy of its contract's code (on a devnet after 600 blocks: 18 725 cell objects in
 * 500 accounts, 1 916 distinct). It holds two generations of cells: a cell found in the old one moves to the new
 * one, and when the new one is full the old one is let go, so a contract's code in use stays shared while the cells
 * of states long replaced are released; it never holds more than twice `GENERATION_SIZE` cells.
 */
export class CellInterner {
  private current = new Map<string, Cell>();
  private previous = new Map<string, Cell>();

  /** The tree with every subtree already held replaced by the object held. */
  intern(cell: Cell): Cell {
    const key = Buffer.from(cell.hash()).toString('base64');
    const known = this.current.get(key) ?? this.previous.get(key);
    if (known !== undefined) {
      this.remember(key, known);
      return known;
    }
    const refs = cell.refs.map((ref) => this.intern(ref));
    const canonical = refs.every((ref, i) => ref === cell.refs[i]) ? cell : new Cell(cell.type, cell.data, cell.bitLength, refs);
    this.remember(key, canonical);
    return canonical;
  }

  private remember(key: string, cell: Cell): void {
    if (this.current.has(key)) return;
    if (this.current.size >= GENERATION_SIZE) {
      this.previous = this.current;
      this.current = new Map();
    }
    this.current.set(key, cell);
  }
}
