import { createHash, randomBytes } from 'node:crypto';

/** The header an API key travels in. */
export const API_KEY_HEADER = 'x-api-key';

/** A new key: 256 random bits, base64url (43 characters). It is shown once; only its hash is kept. */
export function newApiKey(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a key: its SHA-256. */
export function apiKeyHash(key: string): Uint8Array {
  return createHash('sha256').update(key, 'utf8').digest();
}

/** A header value that could be one of our keys; anything else is refused without asking the database. */
export function isApiKeyShape(value: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(value);
}
