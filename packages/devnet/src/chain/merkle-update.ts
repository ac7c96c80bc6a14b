import { Builder, CellType, type Cell } from '@tvmscan/tvm';

/** A level-1 pruned branch standing for `cell`: its hash and depth. */
function prunedBranch(cell: Cell): Cell {
  return new Builder().storeUint(CellType.PrunedBranch, 8).storeUint(1, 8).storeBytes(cell.hash()).storeUint(cell.depth(), 16).endExoticCell();
}

/**
 * `MERKLE_UPDATE` from one state root to another with both sides pruned: the smallest valid update,
 * which says which state the block starts from and which it ends in.
 */
export function prunedMerkleUpdate(oldRoot: Cell, newRoot: Cell): Cell {
  const oldSide = prunedBranch(oldRoot);
  const newSide = prunedBranch(newRoot);
  return new Builder()
    .storeUint(CellType.MerkleUpdate, 8)
    .storeBytes(oldRoot.hash())
    .storeBytes(newRoot.hash())
    .storeUint(oldRoot.depth(), 16)
    .storeUint(newRoot.depth(), 16)
    .storeRef(oldSide)
    .storeRef(newSide)
    .endExoticCell();
}
