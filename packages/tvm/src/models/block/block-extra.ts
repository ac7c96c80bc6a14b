import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { decodeShardAccountBlocks, encodeShardAccountBlocks, type ShardAccountBlocks } from './account-block.js';
import { loadBits256, storeBits256 } from '../../tlb/bits256.js';
import { decodeInMsgDescr, encodeInMsgDescr, type InMsgDescr } from './in-msg-descr.js';
import { decodeMcBlockExtra, encodeMcBlockExtra, type McBlockExtra } from './mc-block-extra.js';
import type { Layout } from './layout.js';
import { decodeOutMsgDescr, encodeOutMsgDescr, type OutMsgDescr } from './out-msg-descr.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0x4a33f6fd;
/** Tycho's tag: the same fields, with Tycho's message envelopes inside. */
const TAG_TYCHO = 0x4a33f6fc;

export type BlockExtraTag = typeof TAG | typeof TAG_TYCHO;

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
}

export function loadBlockExtra(s: Slice): BlockExtra {
  const tag = s.loadUint(32);
  if (tag !== TAG && tag !== TAG_TYCHO) throw unknownTag('BlockExtra', tag, 32);
  const layout = layoutOf(tag);
  const inMsgDescr = decodeInMsgDescr(s.loadRef(), layout);
  const outMsgDescr = decodeOutMsgDescr(s.loadRef(), layout);
  const accountBlocks = decodeShardAccountBlocks(s.loadRef());
  const randSeed = loadBits256(s);
  const createdBy = loadBits256(s);
  const custom = s.loadMaybeRef();
  return { tag, inMsgDescr, outMsgDescr, accountBlocks, randSeed, createdBy, custom: custom && decodeMcBlockExtra(custom, layout) };
}

export function storeBlockExtra(b: Builder, value: BlockExtra): void {
  const layout = layoutOf(value.tag);
  b.storeUint(value.tag, 32)
    .storeRef(encodeInMsgDescr(value.inMsgDescr, layout))
    .storeRef(encodeOutMsgDescr(value.outMsgDescr, layout))
    .storeRef(encodeShardAccountBlocks(value.accountBlocks));
  storeBits256(b, value.randSeed);
  storeBits256(b, value.createdBy);
  b.storeMaybeRef(value.custom && encodeMcBlockExtra(value.custom, layout));
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

function layoutOf(tag: BlockExtraTag): Layout {
  return tag === TAG_TYCHO ? 'tycho' : 'standard';
}
