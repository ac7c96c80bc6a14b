import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadConfigParams, storeConfigParams, type ConfigParams } from '../config/config-params.js';
import { loadSignatureDict, storeSignatureDict, type BlockSignature } from './block-signatures.js';
import { decodeInMsg, encodeInMsg, type InMsg } from './in-msg.js';
import { loadShardFees, storeShardFees, type ShardFees } from './shard-fees.js';
import { loadShardHashes, storeShardHashes, type ShardHashes } from './shard-hashes.js';
import type { Layout } from './layout.js';
import { loadTag } from '../../tlb/tag.js';
import { TlbError } from '../../errors.js';

const TAG = 0xcca5;
/** The Everscale node's: the #cca5 fields, with copyleft_msgs:(HashmapE 15 ^InMsg) after mint_msg. */
const TAG_COPYLEFT = 0xdc75;
/**
 * The Everscale node's common-message layout: the #cca5 fields, with its two messages as common-message InMsgs
 * and mesh:(HashmapE 32 ConnectedNwDescrExt) after mint_msg, and no copyleft messages.
 */
const TAG_COMMON_MESSAGES = 0xdc76;

/**
 * masterchain_block_extra#cca5 key_block:(## 1) shard_hashes:ShardHashes shard_fees:ShardFees
 * ^[ prev_blk_signatures recover_create_msg:(Maybe ^InMsg) mint_msg:(Maybe ^InMsg) ] config:key_block?ConfigParams.
 */
export interface McBlockExtra {
  shardHashes: ShardHashes;
  shardFees: ShardFees;
  prevBlockSignatures: BlockSignature[];
  recoverCreateMsg: InMsg | null;
  mintMsg: InMsg | null;
  /** The full network configuration; present exactly in key blocks. */
  config: ConfigParams | null;
  /** The #dc75 layout only (absent from the others): the copyleft reward messages, HashmapE 15 ^InMsg kept as the dictionary root. */
  copyleftMsgs?: Cell | null;
  /** The #dc76 layout only (absent from the others): the networks of the mesh this block saw, HashmapE 32 kept as the dictionary root. */
  mesh?: Cell | null;
}

/** The layout of the block's own two messages: the common-message one under #dc76, else the block extra's. */
function messagesLayout(tag: number, layout: Layout): Layout {
  if (tag === TAG_COMMON_MESSAGES) return 'commonMessage';
  return layout === 'tycho' ? 'tycho' : 'standard';
}

export function loadMcBlockExtra(s: Slice, layout: Layout = 'standard'): McBlockExtra {
  const tag = loadTag(s, 16, [TAG, TAG_COPYLEFT, TAG_COMMON_MESSAGES] as const, 'McBlockExtra');
  const keyBlock = s.loadBit();
  const shardHashes = loadShardHashes(s);
  const shardFees = loadShardFees(s);
  const rest = s.loadRefSlice();
  const msgLayout = messagesLayout(tag, layout);
  const value: McBlockExtra = {
    shardHashes,
    shardFees,
    prevBlockSignatures: loadSignatureDict(rest),
    recoverCreateMsg: loadMaybeInMsg(rest, msgLayout),
    mintMsg: loadMaybeInMsg(rest, msgLayout),
    config: null,
  };
  if (tag === TAG_COPYLEFT) value.copyleftMsgs = rest.loadMaybeRef();
  if (tag === TAG_COMMON_MESSAGES) value.mesh = rest.loadMaybeRef();
  rest.expectEnd('McBlockExtra signatures and messages');
  if (keyBlock) value.config = loadConfigParams(s);
  return value;
}

export function storeMcBlockExtra(b: Builder, value: McBlockExtra, layout: Layout = 'standard'): void {
  const tag = tagOf(value);
  const msgLayout = messagesLayout(tag, layout);
  const rest = new Builder();
  storeSignatureDict(rest, value.prevBlockSignatures);
  rest.storeMaybeRef(value.recoverCreateMsg && encodeInMsg(value.recoverCreateMsg, msgLayout));
  rest.storeMaybeRef(value.mintMsg && encodeInMsg(value.mintMsg, msgLayout));
  if (value.copyleftMsgs !== undefined) rest.storeMaybeRef(value.copyleftMsgs);
  if (value.mesh !== undefined) rest.storeMaybeRef(value.mesh);
  b.storeUint(tag, 16).storeBit(value.config !== null);
  storeShardHashes(b, value.shardHashes);
  storeShardFees(b, value.shardFees);
  b.storeRef(rest.endCell());
  if (value.config !== null) storeConfigParams(b, value.config);
}

function tagOf(value: McBlockExtra): number {
  if (value.copyleftMsgs !== undefined && value.mesh !== undefined) {
    throw new TlbError('bad-value', 'McBlockExtra: copyleftMsgs (#dc75) and mesh (#dc76) belong to different layouts');
  }
  if (value.copyleftMsgs !== undefined) return TAG_COPYLEFT;
  return value.mesh === undefined ? TAG : TAG_COMMON_MESSAGES;
}

export function decodeMcBlockExtra(cell: Cell, layout: Layout = 'standard'): McBlockExtra {
  const s = new Slice(cell);
  const value = loadMcBlockExtra(s, layout);
  s.expectEnd('McBlockExtra');
  return value;
}

export function encodeMcBlockExtra(value: McBlockExtra, layout: Layout = 'standard'): Cell {
  const b = new Builder();
  storeMcBlockExtra(b, value, layout);
  return b.endCell();
}

function loadMaybeInMsg(s: Slice, layout: Layout): InMsg | null {
  const cell = s.loadMaybeRef();
  return cell && decodeInMsg(cell, layout);
}
