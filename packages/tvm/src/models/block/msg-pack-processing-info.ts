import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { loadTag } from '../../tlb/tag.js';
import { loadShardIdent, storeShardIdent, type ShardIdent } from './shard-ident.js';

const TAG = 0x1;

/**
 * Everscale's record of how far a collator got through the external-message packs:
 * pack_info#1 round:uint64 last_id:MsgPackId last_partially_included:(Maybe bits256), where
 * MsgPackId is shard:ShardIdent seqno:uint64 hash:bits256.
 */
export interface MsgPackProcessingInfo {
  round: bigint;
  lastPackShard: ShardIdent;
  lastPackSeqno: bigint;
  /** Hash of the root cell of the pack's message map. */
  lastPackHash: string;
  /** The last message of the pack that made it in, or null when the whole pack did. */
  lastPartiallyIncluded: string | null;
}

export function loadMsgPackProcessingInfo(s: Slice): MsgPackProcessingInfo {
  loadTag(s, 4, [TAG], 'MsgPackProcessingInfo');
  return {
    round: s.loadUint64(),
    lastPackShard: loadShardIdent(s),
    lastPackSeqno: s.loadUint64(),
    lastPackHash: loadBits256(s),
    lastPartiallyIncluded: s.loadBit() ? loadBits256(s) : null,
  };
}

export function storeMsgPackProcessingInfo(b: Builder, value: MsgPackProcessingInfo): void {
  b.storeUint(TAG, 4).storeUint(value.round, 64);
  storeShardIdent(b, value.lastPackShard);
  b.storeUint(value.lastPackSeqno, 64);
  storeBits256(b, value.lastPackHash);
  b.storeBit(value.lastPartiallyIncluded !== null);
  if (value.lastPartiallyIncluded !== null) storeBits256(b, value.lastPartiallyIncluded);
}

/** Maybe ^MsgPackProcessingInfo, as the Everscale block info and shard state carry it. */
export function loadMaybeMsgPackProcessingInfo(s: Slice): MsgPackProcessingInfo | null {
  const cell = s.loadMaybeRef();
  return cell && decodeMsgPackProcessingInfo(cell);
}

export function storeMaybeMsgPackProcessingInfo(b: Builder, value: MsgPackProcessingInfo | null): void {
  b.storeMaybeRef(value && encodeMsgPackProcessingInfo(value));
}

export function decodeMsgPackProcessingInfo(cell: Cell): MsgPackProcessingInfo {
  const s = new Slice(cell);
  const value = loadMsgPackProcessingInfo(s);
  s.expectEnd('MsgPackProcessingInfo');
  return value;
}

export function encodeMsgPackProcessingInfo(value: MsgPackProcessingInfo): Cell {
  const b = new Builder();
  storeMsgPackProcessingInfo(b, value);
  return b.endCell();
}
