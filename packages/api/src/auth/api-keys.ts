import { createHash, randomBytes } from 'node:crypto';

/** The header an API key travels in. */
export const API_KEY_HEADER = 'x-api-key';

export interface NewApiKey {
  /** Names its owner in `X-API-Key`; only its hash is kept. */
  readonly key: string;
  /** Signs the owner's signed calls; kept, as checking a signature computes it again. */
  readonly secret: string;
}

/** A new key and its secret: 256 random bits each, base64url (43 characters). Both are shown once. */
export function newApiKey(): NewApiKey {
  return { key: randomBytes(32).toString('base64url'), secret: randomBytes(32).toString('base64url') };
}

/** What the database keeps of a key: its SHA-256. */
export function apiKeyHash(key: string): Uint8Array {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A header value that could be one of our keys; anything else is refused without asking the database. */
export function isApiKeyShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
