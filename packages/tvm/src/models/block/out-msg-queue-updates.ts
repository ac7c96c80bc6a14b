import type { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { unknownTag } from '../../tlb/tag.js';

const TYCHO_TAG = 0x1;
const TYCHO_TAG_BITS = 4;
/** Everscale's HashmapE 32 (MERKLE_UPDATE OutMsgQueue) is one bit (and a reference) on its own. */
const EVERSCALE_BITS = 1;
const DIFF_HASH_BITS = 256;
const TAIL_LEN_BITS = 32;

/**
 * What follows the state update in the 0x11ef55bb block layout. Everscale: the out-message queue
 * Merkle updates, HashmapE 32 (MERKLE_UPDATE OutMsgQueue), kept as the dictionary root. Tycho:
 * #1 diff_hash:bits256, the hash of the block's queue diff; nodes since October 2024 append
 * tail_len:uint32, how many earlier diffs other shards may still need, under the same tag — so the
 * Tycho version is told by what follows the tag, and `tailLength` is null in the first one.
 */
export type OutMsgQueueUpdates = { kind: 'everscale'; updates: Cell | null } | { kind: 'tycho'; diffHash: string; tailLength: number | null };

export function loadOutMsgQueueUpdates(s: Slice): OutMsgQueueUpdates {
  if (s.remainingBits === EVERSCALE_BITS) return { kind: 'everscale', updates: s.loadMaybeRef() };
  const tag = s.loadUint(TYCHO_TAG_BITS);
  if (tag !== TYCHO_TAG) throw unknownTag('OutMsgQueueUpdates', tag, TYCHO_TAG_BITS);
  const withTailLength = s.remainingBits === DIFF_HASH_BITS + TAIL_LEN_BITS;
  if (!withTailLength && s.remainingBits !== DIFF_HASH_BITS) {
    throw new TlbError('bad-value', `OutMsgQueueUpdates: ${TYCHO_TAG_BITS + s.remainingBits} bits fit neither Tycho version (260 or 292)`);
  }
  const diffHash = loadBits256(s);
  return { kind: 'tycho', diffHash, tailLength: withTailLength ? s.loadUint(TAIL_LEN_BITS) : null };
}

export function storeOutMsgQueueUpdates(b: Builder, value: OutMsgQueueUpdates): void {
  if (value.kind === 'everscale') {
    b.storeMaybeRef(value.updates);
    return;
  }
  b.storeUint(TYCHO_TAG, TYCHO_TAG_BITS);
  storeBits256(b, value.diffHash);
  if (value.tailLength !== null) b.storeUint(value.tailLength, TAIL_LEN_BITS);
}
