import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { loadCommonMsgInfo, storeCommonMsgInfo, type CommonMsgInfo } from './common-msg-info.js';
import { decodeStateInit, encodeStateInit, loadStateInit, storeStateInit, type StateInit } from './state-init.js';

/**
 * message$_ info:CommonMsgInfo init:(Maybe (Either StateInit ^StateInit)) body:(Either X ^X).
 * Where TL-B lets the encoder choose inline or a reference, the choice made is kept so the cell can be rebuilt.
 */
export interface Message {
  info: CommonMsgInfo;
  init: StateInit | null;
  /** Whether `init` sits in a cell of its own (^StateInit) rather than inline. */
  initInRef: boolean;
  /** The body: the referenced cell, or the rest of the message cell made into a cell of its own. */
  body: Cell;
  /** Whether `body` sits in a reference rather than inline. */
  bodyInRef: boolean;
}

/** Reads a message; an inline body takes everything left in the slice. */
export function loadMessage(s: Slice): Message {
  const info = loadCommonMsgInfo(s);
  let init: StateInit | null = null;
  let initInRef = false;
  if (s.loadBit()) {
    initInRef = s.loadBit();
    init = initInRef ? decodeStateInit(s.loadRef()) : loadStateInit(s);
  }
  const bodyInRef = s.loadBit();
  const body = bodyInRef ? s.loadRef() : takeRemainder(s);
  return { info, init, initInRef, body, bodyInRef };
}

export function storeMessage(b: Builder, msg: Message): void {
  storeCommonMsgInfo(b, msg.info);
  b.storeBit(msg.init !== null);
  if (msg.init !== null) {
    b.storeBit(msg.initInRef);
    if (msg.initInRef) b.storeRef(encodeStateInit(msg.init));
    else storeStateInit(b, msg.init);
  }
  b.storeBit(msg.bodyInRef);
  if (msg.bodyInRef) b.storeRef(msg.body);
  else b.storeSlice(new Slice(msg.body));
}

export function decodeMessage(cell: Cell): Message {
  const s = new Slice(cell);
  const msg = loadMessage(s);
  s.expectEnd('Message');
  return msg;
}

export function encodeMessage(msg: Message): Cell {
  const b = new Builder();
  storeMessage(b, msg);
  return b.endCell();
}

function takeRemainder(s: Slice): Cell {
  const rest = s.remainderToCell();
  s.skip(s.remainingBits);
  while (s.remainingRefs > 0) s.loadRef();
  return rest;
}
