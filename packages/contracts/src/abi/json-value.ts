import { bytesToHex } from '@tvmscan/tvm';

/** A value JSON holds as it is: what decoded ABI arguments become (integers as decimal strings, cells as base64). */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/** `value` as JSON holds it: bigints as decimal strings, bytes as hex, maps as objects; anything else as its text. */
export function toJsonValue(value: unknown): JsonValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return bytesToHex(value);
  if (Array.isArray(value)) return value.map(toJsonValue);
  if (value instanceof Map) return Object.fromEntries([...value].map(([key, entry]) => [String(key), toJsonValue(entry)]));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, toJsonValue(entry)]));
  return String(value);
}
