import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';

/**
 * Readers of a list's URL search params. The router parses each value as JSON when it can, so `?min=1.5`
 * arrives as the number 1.5 and `?min=abc` as the string 'abc'; each reader accepts what it can use and
 * answers undefined for anything else.
 */

/** A text field as typed: strings as they are, numbers written back as text. */
export function readText(value: unknown): string | undefined {
  if (typeof value === 'string') return value === '' ? undefined : value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A finite number, from a number or a numeric string; anything else is empty (spec 000 §5). */
export function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

export function readBoolean(value: unknown): boolean | undefined {
  if (value === true || value === 'true') return true;
  if (value === false || value === 'false') return false;
  return undefined;
}

export function readChoice<T extends string>(value: unknown, allowed: readonly T[]): T | undefined {
  return allowed.find((choice) => choice === value);
}

/** The allowed values of a list (or of a single value), each once, in the order given. */
export function readChoices<T extends string>(value: unknown, allowed: readonly T[]): T[] | undefined {
  if (value === undefined) return undefined;
  const values: unknown[] = Array.isArray(value) ? value : [value];
  return allowed.filter((choice) => values.includes(choice));
}

/** A list of addresses in raw form; entries that are not addresses are dropped. An empty list stays empty. */
export function readAddresses(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const addresses = value.filter((entry): entry is string => typeof entry === 'string' && isValidAddress(entry));
  return [...new Set(addresses.map(toRawAddress))];
}

/** The search object without its empty fields, so that the URL carries only what was set. */
export function withoutEmpty<T extends object>(search: T): T {
  return Object.fromEntries(Object.entries(search).filter(([, value]) => value !== undefined && value !== '' && value !== false)) as T;
}
