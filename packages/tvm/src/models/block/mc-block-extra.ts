import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadConfigParams, storeConfigParams, type ConfigParams } from '../config/index.js';
import { loadSignatureDict, storeSignatureDict, type BlockSignature } from './block-signatures.js';
import { decodeInMsg, encodeInMsg, type InMsg } from './in-msg.js';
import { loadShardFees, storeShardFees, type ShardFees } from './shard-fees.js';
import { loadShardHashes, storeShardHashes, type ShardHashes } from './shard-hashes.js';
import type { Layout } from './layout.js';
import { unknownTag } from '../../tlb/tag.js';
import { commonMessageLayout } from '../../tlb/common-message-layout.js';

const TAG = 0xcca5;
/** The Everscale node's: the #cca5 fields, with copyleft_msgs:(HashmapE 15 ^InMsg) after mint_msg. */
const TAG_COPYLEFT = 0xdc75;
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
  /** The #dc75 layout only (absent from #cca5): the copyleft reward messages, HashmapE 15 ^InMsg kept as the dictionary root. */
  copyleftMsgs?: Cell | null;
}

export function loadMcBlockExtra(s: Slice, layout: Layout = 'standard'): McBlockExtra {
  const tag = s.loadUint(16);
  if (tag === TAG_COMMON_MESSAGES) throw commonMessageLayout('McBlockExtra', tag, 16);
  if (tag !== TAG && tag !== TAG_COPYLEFT) throw unknownTag('McBlockExtra', tag, 16);
  const keyBlock = s.loadBit();
  const shardHashes = loadShardHashes(s);
  const shardFees = loadShardFees(s);
  const rest = s.loadRefSlice();
  const value: McBlockExtra = {
    shardHashes,
    shardFees,
    prevBlockSignatures: loadSignatureDict(rest),
    recoverCreateMsg: loadMaybeInMsg(rest, layout),
    mintMsg: loadMaybeInMsg(rest, layout),
    config: null,
  };
  if (tag === TAG_COPYLEFT) value.copyleftMsgs = rest.loadMaybeRef();
  rest.expectEnd('McBlockExtra signatures and messages');
  if (keyBlock) value.config = loadConfigParams(s);
  return value;
}

export function storeMcBlockExtra(b: Builder, value: McBlockExtra, layout: Layout = 'standard'): void {
  const rest = new Builder();
  storeSignatureDict(rest, value.prevBlockSignatures);
  rest.storeMaybeRef(value.recoverCreateMsg && encodeInMsg(value.recoverCreateMsg, layout));
  rest.storeMaybeRef(value.mintMsg && encodeInMsg(value.mintMsg, layout));
  if (value.copyleftMsgs !== undefined) rest.storeMaybeRef(value.copyleftMsgs);
  b.storeUint(value.copyleftMsgs === undefined ? TAG : TAG_COPYLEFT, 16).storeBit(value.config !== null);
  storeShardHashes(b, value.shardHashes);
  storeShardFees(b, value.shardFees);
  b.storeRef(rest.endCell());
  if (value.config !== null) storeConfigParams(b, value.config);
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
