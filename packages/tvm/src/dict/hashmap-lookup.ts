import type { Cell } from '../cell/cell.js';
import { CellType } from '../cell/cell-type.js';
import { Slice } from '../cell/slice.js';
import { TlbError } from '../errors.js';
import { loadLabel } from './label.js';

/**
 * What looking a key up in a dictionary found: its leaf, positioned after the leaf's label (at the extra of an
 * augmented dictionary); no such key; or a pruned branch on the way, where a Merkle proof or update left the entry out.
 */
export type DictLookup = { readonly kind: 'found'; readonly leaf: Slice } | { readonly kind: 'absent' } | { readonly kind: 'pruned' };

const ABSENT: DictLookup = { kind: 'absent' };
const PRUNED: DictLookup = { kind: 'pruned' };

/** Finds `key` in a non-empty (possibly augmented) `Hashmap n X` rooted at `root`, reading only the cells on its path. */
export function lookupHashmap(root: Cell, keyBits: number, key: bigint): DictLookup {
  let cell = root;
  let left = keyBits;
  for (;;) {
    if (cell.type === CellType.PrunedBranch) return PRUNED;
    const s = new Slice(cell);
    const label = loadLabel(s, left);
    left -= label.length;
    if (((key >> BigInt(left)) & ((1n << BigInt(label.length)) - 1n)) !== label.value) return ABSENT;
    if (left === 0) return { kind: 'found', leaf: s };
    if (s.remainingRefs < 2) throw new TlbError('dict-fork', 'a dictionary fork needs two references');
    const leftChild = s.loadRef();
    const rightChild = s.loadRef();
    left -= 1;
    cell = (key >> BigInt(left)) & 1n ? rightChild : leftChild;
  }
}
