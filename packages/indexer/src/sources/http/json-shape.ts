import { malformed } from './attempt-error.js';

/** Readers for untrusted JSON answers: each throws a retryable `malformed-answer` naming what was expected. */

export function expectRecord(value: unknown, what: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw malformed(`${what}: expected an object, got ${describe(value)}`);
  return value as Record<string, unknown>;
}

export function expectArray(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw malformed(`${what}: expected an array, got ${describe(value)}`);
  return value;
}

export function expectString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw malformed(`${what}: expected a string, got ${describe(value)}`);
  return value;
}

export function expectInteger(value: unknown, what: string): number {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw malformed(`${what}: expected an integer, got ${describe(value)}`);
  return value;
}

/** A 256-bit hash in hex, returned in lower case. */
export function expectHash(value: unknown, what: string): string {
  const text = expectString(value, what);
  if (!/^[0-9a-fA-F]{64}$/.test(text)) throw malformed(`${what}: expected 64 hex digits, got "${text.slice(0, 80)}"`);
  return text.toLowerCase();
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `the string "${value.slice(0, 40)}${value.length > 40 ? '…' : ''}"`;
  return typeof value === 'object' ? 'an object' : `${typeof value} ${String(value)}`;
}
