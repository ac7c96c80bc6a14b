import { createHash } from 'node:crypto';
import { Builder, storeHashmapE, type Cell } from '@tvmscan/tvm';

/** What a devnet jetton says about itself in its TEP-64 on-chain content. */
export interface JettonMetadata {
  name: string;
  symbol: string;
  decimals: number;
  description?: string;
}

const ONCHAIN_PREFIX = 0x00;
const SNAKE_PREFIX = 0x00;
const CELL_BYTES = 127;

/**
 * TEP-64 on-chain content: `0x00` then a dictionary from sha256(key) to a reference to the value in
 * snake format (`0x00` then the UTF-8 bytes, continued in the first reference of each full cell).
 */
export function onchainJettonContent(metadata: JettonMetadata): Cell {
  const fields: [string, string][] = [
    ['name', metadata.name],
    ['symbol', metadata.symbol],
    ['decimals', String(metadata.decimals)],
  ];
  if (metadata.description !== undefined) fields.push(['description', metadata.description]);
  const entries = fields.map(([key, value]) => ({ key: contentKey(key), value: snakeCell(value) }));
  const content = new Builder().storeUint(ONCHAIN_PREFIX, 8);
  storeHashmapE(content, entries, 256, (b, value) => b.storeRef(value));
  return content.endCell();
}

function contentKey(name: string): bigint {
  return BigInt(`0x${createHash('sha256').update(name).digest('hex')}`);
}

function snakeCell(text: string): Cell {
  const bytes = new TextEncoder().encode(text);
  const first = bytes.subarray(0, CELL_BYTES - 1);
  const chunks: Uint8Array[] = [];
  for (let at = first.length; at < bytes.length; at += CELL_BYTES) chunks.push(bytes.subarray(at, at + CELL_BYTES));
  let tail: Cell | null = null;
  for (const chunk of chunks.reverse()) {
    const b = new Builder().storeBytes(chunk);
    if (tail !== null) b.storeRef(tail);
    tail = b.endCell();
  }
  const head = new Builder().storeUint(SNAKE_PREFIX, 8).storeBytes(first);
  if (tail !== null) head.storeRef(tail);
  return head.endCell();
}
