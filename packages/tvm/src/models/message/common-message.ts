import { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { unknownTag } from '../../tlb/tag.js';
import { decodeMessage, loadMessage, storeMessage, type Message } from './message.js';

const TAG_STD = 0x00;
const TAG_MESH = 0x01;

/**
 * The Everscale node's CommonMessage, which its common-message layout writes wherever a message cell was:
 * a byte tag, then for #00 a standard message; #01 marks a message of another network of the mesh,
 * which the node writes with no content yet, so there is nothing to read from it.
 */
export function loadCommonMessage(s: Slice): Message {
  const tag = s.loadUint(8);
  if (tag === TAG_MESH) throw new TlbError('bad-tag', 'CommonMessage: tag #01 is a mesh message, which carries no readable message');
  if (tag !== TAG_STD) throw unknownTag('CommonMessage', tag, 8);
  return loadMessage(s);
}

export function storeCommonMessage(b: Builder, msg: Message): void {
  b.storeUint(TAG_STD, 8);
  storeMessage(b, msg);
}

export function decodeCommonMessage(cell: Cell): Message {
  const s = new Slice(cell);
  const value = loadCommonMessage(s);
  s.expectEnd('CommonMessage');
  return value;
}

export function encodeCommonMessage(msg: Message): Cell {
  const b = new Builder();
  storeCommonMessage(b, msg);
  return b.endCell();
}

/**
 * A message from a cell of either form: a standard Message, or the common-message layout's CommonMessage.
 * No standard message starts with the byte #00 of CommonMessage's #00: an internal message's destination would be addr_none.
 */
export function decodeAnyMessage(cell: Cell): Message {
  const commonMessage = cell.bitLength >= 8 && new Slice(cell).preloadUint(8) === TAG_STD;
  return commonMessage ? decodeCommonMessage(cell) : decodeMessage(cell);
}
