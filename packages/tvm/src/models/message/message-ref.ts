import type { Cell } from '../../cell/cell.js';
import { bytesToHex } from '../../util/hex.js';
import { decodeCommonMessage } from './common-message.js';
import { decodeMessage, encodeMessage, type Message } from './message.js';

/**
 * A message together with the cell it lives in, as transactions and blocks reference it.
 * Its hash is the cell's level-0 hash: the hash of the full message even when the cell sits
 * inside a Merkle proof with parts pruned (for a complete cell it equals the representation hash).
 */
export interface MessageRef {
  cell: Cell;
  hash: string;
  message: Message;
}

export function loadMessageRef(cell: Cell): MessageRef {
  return { cell, hash: bytesToHex(cell.hash(0)), message: decodeMessage(cell) };
}

/** A message in a CommonMessage cell (the Everscale node's common-message layout); the hash is that cell's, as the node keys it. */
export function loadCommonMessageRef(cell: Cell): MessageRef {
  return { cell, hash: bytesToHex(cell.hash(0)), message: decodeCommonMessage(cell) };
}

/** Builds the cell of a message made from scratch. */
export function toMessageRef(message: Message): MessageRef {
  const cell = encodeMessage(message);
  return { cell, hash: bytesToHex(cell.hash(0)), message };
}
