import type { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapAug, type AugDictEntry, type AugmentCodec } from '../../dict/hashmap-aug.js';
import { loadExtBlkRef, storeExtBlkRef, type ExtBlkRef } from '../block/block-id.js';

/** _ key:Bool max_end_lt:uint64 = KeyMaxLt: whether a key block is below, and the latest end lt. */
export interface KeyMaxLt {
  key: boolean;
  maxEndLt: bigint;
}

/** _ key:Bool blk_ref:ExtBlkRef = KeyExtBlkRef. */
export interface KeyExtBlkRef {
  key: boolean;
  blkRef: ExtBlkRef;
}

/**
 * _ (HashmapAugE 32 KeyExtBlkRef KeyMaxLt) = OldMcBlocksInfo, keyed by seqno. It lists every earlier
 * masterchain block, so it stays a root cell; `listOldMcBlocks` reads it.
 */
export interface OldMcBlocksInfo {
  root: Cell | null;
  extra: KeyMaxLt;
}

export function loadKeyMaxLt(s: Slice): KeyMaxLt {
  return { key: s.loadBit(), maxEndLt: s.loadUint64() };
}

export function storeKeyMaxLt(b: Builder, value: KeyMaxLt): void {
  b.storeBit(value.key).storeUint(value.maxEndLt, 64);
}

export const keyMaxLtAugment: AugmentCodec<KeyMaxLt> = {
  load: loadKeyMaxLt,
  store: storeKeyMaxLt,
  combine: (left, right) => ({ key: left.key || right.key, maxEndLt: left.maxEndLt > right.maxEndLt ? left.maxEndLt : right.maxEndLt }),
};

export function loadKeyExtBlkRef(s: Slice): KeyExtBlkRef {
  return { key: s.loadBit(), blkRef: loadExtBlkRef(s) };
}

export function storeKeyExtBlkRef(b: Builder, value: KeyExtBlkRef): void {
  b.storeBit(value.key);
  storeExtBlkRef(b, value.blkRef);
}

export function loadOldMcBlocksInfo(s: Slice): OldMcBlocksInfo {
  const root = s.loadMaybeRef();
  return { root, extra: loadKeyMaxLt(s) };
}

export function storeOldMcBlocksInfo(b: Builder, value: OldMcBlocksInfo): void {
  b.storeMaybeRef(value.root);
  storeKeyMaxLt(b, value.extra);
}

/** The earlier masterchain blocks, by ascending seqno. */
export function listOldMcBlocks(value: OldMcBlocksInfo): AugDictEntry<KeyExtBlkRef, KeyMaxLt>[] {
  return value.root === null ? [] : loadHashmapAug(value.root, 32, keyMaxLtAugment, loadKeyExtBlkRef);
}
