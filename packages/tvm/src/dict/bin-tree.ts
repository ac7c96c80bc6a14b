import { Builder } from '../cell/builder.js';
import { Slice } from '../cell/slice.js';

/** bt_leaf$0 leaf:X | bt_fork$1 left:^(BinTree X) right:^(BinTree X). */
export type BinTree<V> = { kind: 'leaf'; value: V } | { kind: 'fork'; left: BinTree<V>; right: BinTree<V> };

export function loadBinTree<V>(s: Slice, loadLeaf: (s: Slice) => V): BinTree<V> {
  if (!s.loadBit()) return { kind: 'leaf', value: loadLeaf(s) };
  const left = loadBinTree(new Slice(s.loadRef()), loadLeaf);
  const right = loadBinTree(new Slice(s.loadRef()), loadLeaf);
  return { kind: 'fork', left, right };
}

export function storeBinTree<V>(b: Builder, tree: BinTree<V>, storeLeaf: (b: Builder, value: V) => void): void {
  if (tree.kind === 'leaf') {
    b.storeBit(0);
    storeLeaf(b, tree.value);
    return;
  }
  const left = new Builder();
  storeBinTree(left, tree.left, storeLeaf);
  const right = new Builder();
  storeBinTree(right, tree.right, storeLeaf);
  b.storeBit(1).storeRef(left.endCell()).storeRef(right.endCell());
}

/** The leaves of a tree with their paths (0 = left, 1 = right), left to right. */
export function binTreeLeaves<V>(tree: BinTree<V>, path = ''): { path: string; value: V }[] {
  if (tree.kind === 'leaf') return [{ path, value: tree.value }];
  return [...binTreeLeaves(tree.left, path + '0'), ...binTreeLeaves(tree.right, path + '1')];
}
