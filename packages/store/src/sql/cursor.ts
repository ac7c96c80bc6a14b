import { CursorError } from './errors.js';

/** One value of a sort key as a cursor holds it: integers and amounts as decimal strings. */
export type CursorValue = string | null;

/** The SQL type of a sort-key column, which says how its cursor value is checked and cast (`address`: raw `wc:hex` text). */
export type KeyType = 'integer' | 'bigint' | 'numeric' | 'text' | 'address';

export interface KeyShape {
  readonly type: KeyType;
  readonly nullable?: boolean;
}

/** A place in a list: the sort key of a row, the list and ordering it belongs to, and the snapshot of the walk. */
export interface CursorPosition {
  readonly kind: string;
  /** The checkpoint (masterchain seqno) when the walk began; rows written later stay out of it. */
  readonly snapshot: number | null;
  readonly values: readonly CursorValue[];
}

const VERSION = 1;
const MAX_CURSOR_LENGTH = 2048;
const VALUE_PATTERNS: Record<KeyType, RegExp> = {
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  numeric: /^-?\d{1,80}$/,
  text: /^[0-9a-f]{1,64}$/,
  address: /^-?\d{1,3}:[0-9a-f]{64}$/,
};

interface CursorJson {
  v: number;
  k: string;
  s: number | null;
  d: CursorValue[];
}

export function encodeCursor(position: CursorPosition): string {
  const json: CursorJson = { v: VERSION, k: position.kind, s: position.snapshot, d: [...position.values] };
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

/** Reads a cursor made by `encodeCursor` for the same list and ordering; anything else is a `CursorError`. */
export function decodeCursor(text: string, kind: string, shape: readonly KeyShape[]): CursorPosition {
  if (typeof text !== 'string' || text.length === 0 || text.length > MAX_CURSOR_LENGTH || !/^[A-Za-z0-9_-]+$/.test(text)) {
    throw new CursorError('not a cursor of this API');
  }
  const json = parseJson(Buffer.from(text, 'base64url').toString('utf8'));
  if (json.v !== VERSION) throw new CursorError(`cursor version ${String(json.v)} is not supported`);
  if (json.k !== kind) throw new CursorError(`the cursor belongs to another list or ordering (${String(json.k)}, expected ${kind})`);
  if (json.s !== null && !(Number.isInteger(json.s) && json.s >= 0 && json.s < 2 ** 31)) {
    throw new CursorError('the cursor snapshot is not a masterchain seqno');
  }
  if (!Array.isArray(json.d) || json.d.length !== shape.length) throw new CursorError('the cursor key has the wrong length');
  json.d.forEach((value, index) => checkValue(value, shape[index]!));
  return { kind: json.k, snapshot: json.s, values: json.d };
}

function parseJson(text: string): CursorJson {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new CursorError('not a cursor of this API');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new CursorError('not a cursor of this API');
  return value as CursorJson;
}

function checkValue(value: unknown, shape: KeyShape): void {
  if (value === null) {
    if (shape.nullable) return;
    throw new CursorError('the cursor key has an empty value where one is required');
  }
  if (typeof value !== 'string' || !VALUE_PATTERNS[shape.type].test(value)) {
    throw new CursorError(`the cursor key holds a value that is not a valid ${shape.type}`);
  }
  if (shape.type === 'integer' && (Number(value) < -(2 ** 31) || Number(value) >= 2 ** 31))
    throw new CursorError('the cursor key holds an integer out of range');
  if (shape.type === 'bigint' && (BigInt(value) >= 2n ** 63n || BigInt(value) < -(2n ** 63n))) {
    throw new CursorError('the cursor key holds an integer out of range');
  }
}
