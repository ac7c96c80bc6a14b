import { AddressError, parseRawAddress } from '@tvmscan/tvm/address';
import { QueryInputError } from './errors.js';

/** The largest page a list call returns. */
export const MAX_LIMIT = 100;
/** The most values one filter array may hold. */
export const MAX_FILTER_ITEMS = 100;

/** An account as the tables key it: workchain and 64 lower-case hex digits. */
export interface AccountRef {
  readonly workchain: number;
  readonly address: string;
}

const HASH_PATTERN = /^[0-9a-fA-F]{64}$/;
const INTEGER_PATTERN = /^-?\d+$/;
const INT4_MIN = -(2 ** 31);
const INT4_MAX = 2 ** 31 - 1;

/** OFFSET paging reads and skips every row before the page: keep it bounded. */
export const MAX_OFFSET = 10_000;

export function offsetInput(offset: number | undefined): number {
  if (offset === undefined) return 0;
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) {
    throw new QueryInputError('offset', `must be an integer from 0 to ${MAX_OFFSET}, got ${String(offset)}`);
  }
  return offset;
}

export function limitInput(limit: number): number {
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_LIMIT) {
    throw new QueryInputError('limit', `must be an integer from 1 to ${MAX_LIMIT}, got ${String(limit)}`);
  }
  return limit;
}

/** A 256-bit hash in hex, returned lower-case. */
export function hashInput(field: string, text: string): string {
  if (typeof text !== 'string' || !HASH_PATTERN.test(text)) {
    throw new QueryInputError(field, 'expected 64 hex characters');
  }
  return text.toLowerCase();
}

export function int4Input(field: string, value: number): number {
  if (!Number.isInteger(value) || value < INT4_MIN || value > INT4_MAX) {
    throw new QueryInputError(field, `expected a 32-bit integer, got ${String(value)}`);
  }
  return value;
}

/** A time or logical time: an integer given as bigint or a safe integer number. */
export function integerInput(field: string, value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) throw new QueryInputError(field, `expected an integer, got ${String(value)}`);
  return BigInt(value);
}

/** An amount in the smallest unit: bigint or a decimal integer string (may be negative), returned as a string. */
export function amountInput(field: string, value: bigint | string): string {
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'string' || !INTEGER_PATTERN.test(value) || value.length > 80) {
    throw new QueryInputError(field, 'expected a whole amount in the smallest unit as decimal digits');
  }
  return BigInt(value).toString();
}

function boundedList<T>(field: string, list: readonly T[]): readonly T[] {
  if (!Array.isArray(list)) throw new QueryInputError(field, 'expected a list');
  if (list.length > MAX_FILTER_ITEMS) {
    throw new QueryInputError(field, `at most ${MAX_FILTER_ITEMS} values, got ${list.length}`);
  }
  return list;
}

/** Raw `workchain:hex` addresses, deduplicated and sorted (so equal sets make equal count-cache keys). */
export function accountListInput(field: string, list: readonly string[] | undefined): AccountRef[] | undefined {
  if (list === undefined || boundedList(field, list).length === 0) return undefined;
  const unique = new Map<string, AccountRef>();
  for (const text of list) {
    const account = rawAccountInput(field, text);
    unique.set(`${account.workchain}:${account.address}`, account);
  }
  return [...unique.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([, account]) => account);
}

function rawAccountInput(field: string, text: string): AccountRef {
  try {
    const raw = parseRawAddress(String(text)).toRaw();
    const colon = raw.indexOf(':');
    return { workchain: Number(raw.slice(0, colon)), address: raw.slice(colon + 1) };
  } catch (error) {
    if (error instanceof AddressError) throw new QueryInputError(field, `${String(text)}: ${error.message}`);
    throw error;
  }
}

/** A raw address as the token, NFT and multi-token tables key it: `wc:hex`, lower case. */
export function rawAddressInput(field: string, text: string): string {
  const { workchain, address } = rawAccountInput(field, text);
  return `${workchain}:${address}`;
}

export function optionalRawAddress(field: string, text: string | undefined): string | undefined {
  return text === undefined ? undefined : rawAddressInput(field, text);
}

export function accountRefInput(field: string, account: AccountRef): AccountRef {
  return { workchain: int4Input(`${field}.workchain`, account.workchain), address: hashInput(`${field}.address`, account.address) };
}

/** Values of an enumeration, deduplicated and sorted. */
export function enumListInput<T extends string>(field: string, list: readonly T[] | undefined, allowed: readonly T[]): T[] | undefined {
  if (list === undefined || boundedList(field, list).length === 0) return undefined;
  for (const value of list) {
    if (!allowed.includes(value)) throw new QueryInputError(field, `unknown value ${String(value)}; expected one of ${allowed.join(', ')}`);
  }
  return [...new Set(list)].sort();
}

export function optional<T, R>(value: T | undefined | null, parse: (value: T) => R): R | undefined {
  return value === undefined || value === null ? undefined : parse(value);
}

/** LIKE's special characters taken literally. */
export function likeLiteral(text: string): string {
  return text.replace(/[\\%_]/g, (special) => `\\${special}`);
}
