import type { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { unknownTag } from '../../tlb/tag.js';

const TYCHO_TAG = 0x1;
const TYCHO_BITS = 4 + 256 + 32;

/**
 * What follows the state update in the 0x11ef55bb block layout. Everscale: the out-message queue
 * Merkle updates, HashmapE 32 (MERKLE_UPDATE OutMsgQueue), kept as the dictionary root. Tycho:
 * #1 diff_hash:bits256 tail_len:uint32, the hash of the block's queue diff and how many earlier diffs
 * other shards may still need.
 */
export type OutMsgQueueUpdates = { kind: 'everscale'; updates: Cell | null } | { kind: 'tycho'; diffHash: string; tailLength: number };

export function loadOutMsgQueueUpdates(s: Slice): OutMsgQueueUpdates {
  if (s.remainingBits !== TYCHO_BITS) return { kind: 'everscale', updates: s.loadMaybeRef() };
  const tag = s.loadUint(4);
  if (tag !== TYCHO_TAG) throw unknownTag('OutMsgQueueUpdates', tag, 4);
  return { kind: 'tycho', diffHash: loadBits256(s), tailLength: s.loadUint(32) };
}

export function storeOutMsgQueueUpdates(b: Builder, value: OutMsgQueueUpdates): void {
  if (value.kind === 'everscale') {
    b.storeMaybeRef(value.updates);
    return;
  }
  b.storeUint(TYCHO_TAG, 4);
  storeBits256(b, value.diffHash);
  b.storeUint(value.tailLength, 32);
}
