import { createHash } from 'node:crypto';
import { loadHashmapE, Slice, TvmError, type Cell } from '@tvmscan/tvm';

/** What a jetton's TEP-64 content tells without fetching anything: null where it does not say. */
export interface JettonContent {
  name: string | null;
  symbol: string | null;
  decimals: number;
  /** The off-chain metadata URL (off-chain content, or the `uri` key of on-chain content). */
  uri: string | null;
}

/** TEP-64: a jetton whose content gives no decimals has 9. */
const DEFAULT_JETTON_DECIMALS = 9;

const ONCHAIN = 0x00;
const OFFCHAIN = 0x01;
const SNAKE = 0x00;
const MAX_DECIMALS = 255;

const UNKNOWN: JettonContent = { name: null, symbol: null, decimals: DEFAULT_JETTON_DECIMALS, uri: null };

/**
 * Reads TEP-64 content: on-chain (`0x00` and a dictionary from sha256 of the key to a snake-format value),
 * whose name, symbol, decimals and uri it takes, or off-chain (`0x01` and a URL), of which it knows only
 * the URL. Content that follows neither layout tells nothing: names unknown, decimals 9.
 */
export function readJettonContent(content: Cell): JettonContent {
  try {
    const slice = new Slice(content);
    if (slice.remainingBits < 8) return UNKNOWN;
    const layout = slice.loadUint(8);
    if (layout === OFFCHAIN) return { ...UNKNOWN, uri: readSnakeText(slice) };
    if (layout === ONCHAIN) return readOnchain(slice);
    return UNKNOWN;
  } catch (error) {
    if (error instanceof TvmError) return UNKNOWN;
    throw error;
  }
}

function readOnchain(slice: Slice): JettonContent {
  const values = new Map(loadHashmapE(slice, 256, (value) => readSnakeValue(value.loadRef())).map((entry) => [entry.key, entry.value]));
  const field = (key: keyof typeof KEYS) => values.get(KEYS[key]) ?? null;
  return { name: field('name'), symbol: field('symbol'), decimals: decimalsOf(field('decimals')), uri: field('uri') };
}

const KEYS = {
  name: keyOf('name'),
  symbol: keyOf('symbol'),
  decimals: keyOf('decimals'),
  uri: keyOf('uri'),
};

function keyOf(name: string): bigint {
  return BigInt(`0x${createHash('sha256').update(name).digest('hex')}`);
}

/** A dictionary value: snake data after its `0x00` prefix; null for chunked or unknown values. */
function readSnakeValue(cell: Cell): string | null {
  const slice = new Slice(cell);
  if (slice.remainingBits < 8 || slice.loadUint(8) !== SNAKE) return null;
  return readSnakeText(slice);
}

/** UTF-8 text in snake format: this slice's whole bytes, then those of its first reference, and so on. */
function readSnakeText(slice: Slice): string {
  const parts: Uint8Array[] = [];
  let current: Slice | null = slice;
  while (current !== null) {
    parts.push(current.loadBytes(current.remainingBits >> 3));
    current = current.remainingRefs > 0 ? new Slice(current.loadRef()) : null;
  }
  return new TextDecoder().decode(Buffer.concat(parts));
}

function decimalsOf(text: string | null): number {
  if (text === null || !/^\d{1,3}$/.test(text)) return DEFAULT_JETTON_DECIMALS;
  const decimals = Number(text);
  return decimals <= MAX_DECIMALS ? decimals : DEFAULT_JETTON_DECIMALS;
}
