import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { decodeShardAccountBlocks, encodeShardAccountBlocks, type ShardAccountBlocks } from './account-block.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { decodeInMsgDescr, encodeInMsgDescr, type InMsgDescr } from './in-msg-descr.js';
import { decodeMcBlockExtra, encodeMcBlockExtra, type McBlockExtra } from './mc-block-extra.js';
import type { Layout } from './layout.js';
import { decodeOutMsgDescr, encodeOutMsgDescr, type OutMsgDescr } from './out-msg-descr.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0x4a33f6fd;
/**
 * Written by Tycho (the same fields, with Tycho's message envelopes inside) and by the Everscale node
 * (standard envelopes, and custom moved into a reference beside ref_shard_blocks). After created_by,
 * Tycho's has custom's one Maybe bit left, the Everscale node's no bits and that one reference.
 */
const TAG_TYCHO = 0x4a33f6fc;
/**
 * The Everscale node's common-message layout: #4a33f6fc's fields, custom and ref_shard_blocks in the reference,
 * with the message descriptions' tags widened to a byte and the envelopes, messages and transactions in their
 * common-message forms.
 */
const TAG_COMMON_MESSAGES = 0xca33f6fc;

export type BlockExtraTag = typeof TAG | typeof TAG_TYCHO | typeof TAG_COMMON_MESSAGES;

/**
 * block_extra in_msg_descr:^InMsgDescr out_msg_descr:^OutMsgDescr account_blocks:^ShardAccountBlocks
 * rand_seed:bits256 created_by:bits256 custom:(Maybe ^McBlockExtra).
 */
export interface BlockExtra {
  tag: BlockExtraTag;
  inMsgDescr: InMsgDescr;
  outMsgDescr: OutMsgDescr;
  accountBlocks: ShardAccountBlocks;
  randSeed: string;
  createdBy: string;
  /** Present in masterchain blocks. */
  custom: McBlockExtra | null;
  /**
   * The Everscale node's #4a33f6fc and #ca33f6fc layouts only (absent from the others): the shard blocks
   * this block refers to, HashmapE 32 (BinTree ShardBlockRef), kept as the dictionary root.
   */
  refShardBlocks?: Cell | null;
}

export function loadBlockExtra(s: Slice): BlockExtra {
  const tag = loadTag(s, 32, [TAG, TAG_TYCHO, TAG_COMMON_MESSAGES] as const, 'BlockExtra');
  const descrs = [s.loadRef(), s.loadRef(), s.loadRef()] as const;
  const randSeed = loadBits256(s);
  const createdBy = loadBits256(s);
  const everscaleNode = tag === TAG_COMMON_MESSAGES || (tag === TAG_TYCHO && s.remainingBits === 0);
  const layout = layoutOf(tag, everscaleNode);
  const tail = everscaleNode ? s.loadRefSlice() : s;
  const custom = tail.loadMaybeRef();
  const extra: BlockExtra = {
    tag,
    inMsgDescr: decodeInMsgDescr(descrs[0], layout),
    outMsgDescr: decodeOutMsgDescr(descrs[1], layout),
    accountBlocks: decodeShardAccountBlocks(descrs[2]),
    randSeed,
    createdBy,
    custom: custom && decodeMcBlockExtra(custom, layout),
  };
  if (everscaleNode) {
    extra.refShardBlocks = tail.loadMaybeRef();
    tail.expectEnd('BlockExtra custom and ref_shard_blocks');
  }
  return extra;
}

function layoutOf(tag: BlockExtraTag, everscaleNode: boolean): Layout {
  if (tag === TAG_COMMON_MESSAGES) return 'commonMessage';
  return tag === TAG_TYCHO && !everscaleNode ? 'tycho' : 'standard';
}

export function storeBlockExtra(b: Builder, value: BlockExtra): void {
  const everscaleNode = value.refShardBlocks !== undefined;
  if (everscaleNode && value.tag === TAG) {
    throw new TlbError(
      'bad-value',
      `BlockExtra: ref_shard_blocks exists only under tag #${TAG_TYCHO.toString(16)} or #${TAG_COMMON_MESSAGES.toString(16)}, not #${value.tag.toString(16)}`,
    );
  }
  if (!everscaleNode && value.tag === TAG_COMMON_MESSAGES) {
    throw new TlbError('bad-value', `BlockExtra: tag #${TAG_COMMON_MESSAGES.toString(16)} needs refShardBlocks (null when there are none)`);
  }
  const layout = layoutOf(value.tag, everscaleNode);
  b.storeUint(value.tag, 32)
    .storeRef(encodeInMsgDescr(value.inMsgDescr, layout))
    .storeRef(encodeOutMsgDescr(value.outMsgDescr, layout))
    .storeRef(encodeShardAccountBlocks(value.accountBlocks));
  storeBits256(b, value.randSeed);
  storeBits256(b, value.createdBy);
  const custom = value.custom && encodeMcBlockExtra(value.custom, layout);
  if (value.refShardBlocks === undefined) b.storeMaybeRef(custom);
  else b.storeRef(new Builder().storeMaybeRef(custom).storeMaybeRef(value.refShardBlocks).endCell());
}

export function decodeBlockExtra(cell: Cell): BlockExtra {
  const s = new Slice(cell);
  const value = loadBlockExtra(s);
  s.expectEnd('BlockExtra');
  return value;
}

export function encodeBlockExtra(value: BlockExtra): Cell {
  const b = new Builder();
  storeBlockExtra(b, value);
  return b.endCell();
}
