import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { decodeBlockExtra, encodeBlockExtra, type BlockExtra } from './block-extra.js';
import { decodeBlockInfo, encodeBlockInfo, type BlockInfo } from './block-info.js';
import { loadOutMsgQueueUpdates, storeOutMsgQueueUpdates, type OutMsgQueueUpdates } from './out-msg-queue-updates.js';
import { unknownTag } from '../../tlb/tag.js';
import { decodeValueFlow, encodeValueFlow, type ValueFlow } from './value-flow.js';

/**
 * 0x11ef55aa: the original layout. 0x11ef55bb (Everscale v2, Tycho): reference 3 holds the state
 * update and the out-message queue updates. 0x31ef55bb: an Everscale node variant of 0x11ef55bb.
 */
export type BlockTag = 0x11ef55aa | 0x11ef55bb | 0x31ef55bb;

const TAG_V1 = 0x11ef55aa;

/** block#11ef55aa global_id:int32 info:^BlockInfo value_flow:^ValueFlow state_update:^(MERKLE_UPDATE ShardState) extra:^BlockExtra. */
export interface Block {
  tag: BlockTag;
  globalId: number;
  info: BlockInfo;
  valueFlow: ValueFlow;
  /** The MERKLE_UPDATE ShardState exotic cell; its old side is often pruned. */
  stateUpdate: Cell;
  /** Present exactly in the 0x11ef55bb / 0x31ef55bb layouts. */
  outMsgQueueUpdates: OutMsgQueueUpdates | null;
  extra: BlockExtra;
}

export function loadBlock(s: Slice): Block {
  const tag = s.loadUint(32);
  if (!isBlockTag(tag)) throw unknownTag('Block', tag, 32);
  const globalId = s.loadInt(32);
  const info = decodeBlockInfo(s.loadRef());
  const valueFlow = decodeValueFlow(s.loadRef());
  const stateRef = s.loadRef();
  const { stateUpdate, outMsgQueueUpdates } = tag === TAG_V1 ? { stateUpdate: stateRef, outMsgQueueUpdates: null } : loadStateContainer(stateRef);
  return { tag, globalId, info, valueFlow, stateUpdate, outMsgQueueUpdates, extra: decodeBlockExtra(s.loadRef()) };
}

/** Reference 3 of the 0x11ef55bb layouts: ^(MERKLE_UPDATE ShardState), then the out-message queue updates. */
function loadStateContainer(cell: Cell): { stateUpdate: Cell; outMsgQueueUpdates: OutMsgQueueUpdates } {
  const s = new Slice(cell);
  const stateUpdate = s.loadRef();
  const outMsgQueueUpdates = loadOutMsgQueueUpdates(s);
  s.expectEnd('Block state update');
  return { stateUpdate, outMsgQueueUpdates };
}

export function storeBlock(b: Builder, value: Block): void {
  if ((value.tag === TAG_V1) !== (value.outMsgQueueUpdates === null)) {
    throw new TlbError('bad-value', `Block: tag 0x${value.tag.toString(16)} and the presence of out-message queue updates disagree`);
  }
  b.storeUint(value.tag, 32).storeInt(value.globalId, 32).storeRef(encodeBlockInfo(value.info)).storeRef(encodeValueFlow(value.valueFlow));
  if (value.outMsgQueueUpdates === null) {
    b.storeRef(value.stateUpdate);
  } else {
    const container = new Builder().storeRef(value.stateUpdate);
    storeOutMsgQueueUpdates(container, value.outMsgQueueUpdates);
    b.storeRef(container.endCell());
  }
  b.storeRef(encodeBlockExtra(value.extra));
}

export function decodeBlock(cell: Cell): Block {
  const s = new Slice(cell);
  const block = loadBlock(s);
  s.expectEnd('Block');
  return block;
}

export function encodeBlock(value: Block): Cell {
  const b = new Builder();
  storeBlock(b, value);
  return b.endCell();
}

export function isBlockTag(tag: number): tag is BlockTag {
  return tag === 0x11ef55aa || tag === 0x11ef55bb || tag === 0x31ef55bb;
}
