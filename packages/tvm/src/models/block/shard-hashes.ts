import { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { binTreeLeaves, loadBinTree, storeBinTree, type BinTree } from '../../dict/bin-tree.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { loadShardDescr, storeShardDescr, type ShardDescr } from './shard-descr.js';
import { shardIdFromPath } from './shard-ident.js';

/** The shard tree of one workchain. */
export interface WorkchainShards {
  workchain: number;
  tree: BinTree<ShardDescr>;
}

/** _ (HashmapE 32 ^(BinTree ShardDescr)) = ShardHashes, in ascending workchain-key order. */
export type ShardHashes = WorkchainShards[];

/** A shard's description with the shard it describes. */
export interface ShardDescrEntry {
  workchain: number;
  /** The shard id (prefix bits from the tree path, a 1 tag bit, zeros) as an unsigned 64-bit integer. */
  shard: bigint;
  descr: ShardDescr;
}

export function loadShardHashes(s: Slice): ShardHashes {
  return loadHashmapE(s, 32, (value, key) => ({
    workchain: Number(BigInt.asIntN(32, key)),
    tree: loadBinTree(value.loadRefSlice(), loadShardDescr),
  })).map((entry) => entry.value);
}

export function storeShardHashes(b: Builder, value: ShardHashes): void {
  const entries = value.map((shards) => ({ key: BigInt.asUintN(32, BigInt(shards.workchain)), value: shards.tree }));
  storeHashmapE(b, entries, 32, (leaf, tree) => {
    const root = new Builder();
    storeBinTree(root, tree, storeShardDescr);
    leaf.storeRef(root.endCell());
  });
}

/** Every shard of every workchain, left to right in each tree. */
export function listShardDescrs(value: ShardHashes): ShardDescrEntry[] {
  return value.flatMap(({ workchain, tree }) =>
    binTreeLeaves(tree).map(({ path, value: descr }) => ({ workchain, shard: shardIdFromPath(path), descr })),
  );
}
