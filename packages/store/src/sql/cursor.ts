import { createHash } from 'node:crypto';
import { CursorError } from './errors.js';

/** One value of a sort key as a cursor holds it: integers and amounts as decimal strings. */
export type CursorValue = string | null;

/**
 * The SQL type of a sort-key column, which says how its cursor value is checked and cast (`numeric`: a whole number,
 * `decimal`: a number with a fraction, `text`: hex digits, `label`: any text of at most 256 characters without NUL,
 * `address`: raw `wc:hex` text).
 */
export type KeyType = 'integer' | 'bigint' | 'numeric' | 'decimal' | 'text' | 'label' | 'address';

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
  /** The digest of the filters the walk was asked with (`filterDigest`); none for a list without filters. */
  readonly filters?: string | null;
}

const VERSION = 1;
const MAX_CURSOR_LENGTH = 2048;
const VALUE_PATTERNS: Record<KeyType, RegExp> = {
  integer: /^-?\d{1,10}$/,
  bigint: /^-?\d{1,19}$/,
  numeric: /^-?\d{1,80}$/,
  decimal: /^-?\d{1,80}(?:\.\d{1,80})?$/,
  text: /^[0-9a-f]{1,64}$/,
  label: /^[\s\S]{0,256}$/u,
  address: /^-?\d{1,3}:[0-9a-f]{64}$/,
};

interface CursorJson {
  v: number;
  k: string;
  s: number | null;
  d: CursorValue[];
  f?: string;
}

export function encodeCursor(position: CursorPosition): string {
  const json: CursorJson = { v: VERSION, k: position.kind, s: position.snapshot, d: [...position.values] };
  if (position.filters) json.f = position.filters;
  return Buffer.from(JSON.stringify(json), 'utf8').toString('base64url');
}

/**
 * A short digest of a list's filters as the query normalized them: the same filters give the same digest whatever the
 * order of their fields or of a list of values, so that a cursor can be held to the filters of the walk it belongs to.
 */
export function filterDigest(filters: unknown): string {
  return createHash('sha256').update(canonicalJson(filters)).digest().subarray(0, 12).toString('base64url');
}

function canonicalJson(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value === 'bigint') return JSON.stringify(String(value));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).sort().join(',')}]`;
  if (typeof value === 'object') {
    const fields = Object.entries(value as Record<string, unknown>).filter(([, field]) => field !== undefined);
    return `{${fields
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, field]) => `${JSON.stringify(name)}:${canonicalJson(field)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

/**
 * Reads a cursor made by `encodeCursor` for the same list and ordering and, when `filters` (a `filterDigest`) is
 * given, under the same filters; anything else is a `CursorError`.
 */
export function decodeCursor(text: string, kind: string, shape: readonly KeyShape[], filters?: string): CursorPosition {
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
  if (filters !== undefined && json.f !== filters) {
    throw new CursorError('the cursor was made under other filters: send the filters of the page it came from, or no cursor');
  }
  return { kind: json.k, snapshot: json.s, values: json.d, ...(json.f === undefined ? {} : { filters: json.f }) };
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
  if (shape.type === 'label' && value.includes('\u0000')) throw new CursorError('the cursor key holds a text with NUL');
  if (shape.type === 'integer' && (Number(value) < -(2 ** 31) || Number(value) >= 2 ** 31))
    throw new CursorError('the cursor key holds an integer out of range');
  if (shape.type === 'bigint' && (BigInt(value) >= 2n ** 63n || BigInt(value) < -(2n ** 63n))) {
    throw new CursorError('the cursor key holds an integer out of range');
  }
}
