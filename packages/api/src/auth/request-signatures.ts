import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { apiKeySigningSecret, type ChainSchema } from '@tvmscan/store';
import { unauthorized } from '../http/api-error.js';
import { API_KEY_HEADER, apiKeyHash } from './api-keys.js';

/**
 * Requests signed as Broxus' `everscan-verify` signs its `POST /authorized/compile` (its public source,
 * github.com/broxus/everscan-verify, src/main.rs): the key in `X-API-KEY`, a `nonce` header of milliseconds since
 * 1970, and a `signature` header, the hex HMAC-SHA256 keyed by the secret over the key, the hex SHA-256 of the body
 * exactly as sent, and the nonce, written one after the other. A tvmscan API key is such a pair: the key, and the
 * secret shown beside it when it was created (`everscan-verify --api-key KEY --secret SECRET`).
 */
export const SIGNATURE_HEADER = 'signature';
export const NONCE_HEADER = 'nonce';
/** How far a nonce may be from the server's clock, either way. */
export const NONCE_WINDOW_MS = 5 * 60_000;

declare module 'fastify' {
  interface FastifyRequest {
    /** The body as it arrived, for the calls whose signature covers it. */
    rawBody?: string;
  }
}

/** The signature of a request: hex HMAC-SHA256 under `secret` of the key, the body's hex SHA-256 and the nonce. */
export function requestSignature(apiKey: string, secret: string, body: string, nonce: string): string {
  const bodyHash = createHash('sha256').update(body, 'utf8').digest('hex');
  return createHmac('sha256', secret).update(`${apiKey}${bodyHash}${nonce}`, 'utf8').digest('hex');
}

/** The nonces each key has used within the window: a signed request is accepted once. */
class NonceLedger {
  private readonly used = new Map<string, number>();

  /** False when the key already used this nonce; forgets nonces that have left the window (the oldest come first). */
  accept(keyOwner: string, nonce: string, now: number): boolean {
    for (const [entry, expiry] of this.used) {
      if (expiry >= now) break;
      this.used.delete(entry);
    }
    const entry = `${keyOwner}:${nonce}`;
    if (this.used.has(entry)) return false;
    this.used.set(entry, now + 2 * NONCE_WINDOW_MS);
    return true;
  }
}

/**
 * Makes every call of `scope` a signed one: the body is kept as it arrived, and before it is validated the request
 * must carry an active API key, a fresh nonce and the signature over both and the body (401 of kind Auth naming the
 * header otherwise), so that a caller without them learns nothing of the body's faults.
 */
export function requireSignatures(scope: FastifyInstance, db: Kysely<ChainSchema>, now: () => number = Date.now): void {
  const parseJson = scope.getDefaultJsonParser('error', 'error');
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    parseJson(request, body as string, done);
  });
  const ledger = new NonceLedger();
  scope.addHook('preValidation', async (request) => checkSignature(request, ledger, now(), db));
}

async function checkSignature(request: FastifyRequest, ledger: NonceLedger, now: number, db: Kysely<ChainSchema>): Promise<void> {
  const key = request.headers[API_KEY_HEADER];
  if (request.apiKeyOwner === null || typeof key !== 'string') {
    throw unauthorized(`a signed call needs an API key in ${API_KEY_HEADER}`, `headers/${API_KEY_HEADER}`);
  }
  const nonce = request.headers[NONCE_HEADER];
  if (typeof nonce !== 'string' || !/^[0-9]{1,16}$/.test(nonce)) {
    throw unauthorized(`a signed call needs a ${NONCE_HEADER} header: milliseconds since 1970, as digits`, `headers/${NONCE_HEADER}`);
  }
  if (Math.abs(Number(nonce) - now) > NONCE_WINDOW_MS) {
    throw unauthorized(`the ${NONCE_HEADER} is more than 5 minutes from the server's clock; sign the request again`, `headers/${NONCE_HEADER}`);
  }
  const signature = request.headers[SIGNATURE_HEADER];
  if (typeof signature !== 'string' || !/^[0-9a-fA-F]{64}$/.test(signature)) {
    throw unauthorized(`a signed call needs a ${SIGNATURE_HEADER} header: 64 hex digits`, `headers/${SIGNATURE_HEADER}`);
  }
  const secret = await apiKeySigningSecret(db, apiKeyHash(key));
  if (!secret) {
    throw unauthorized('this API key was created before keys came with a secret; create a new key to sign calls', `headers/${API_KEY_HEADER}`);
  }
  const expected = Buffer.from(requestSignature(key, secret, request.rawBody ?? '', nonce), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) {
    throw unauthorized(`the ${SIGNATURE_HEADER} does not match the key, the nonce and the body as sent`, `headers/${SIGNATURE_HEADER}`);
  }
  if (!ledger.accept(String(request.apiKeyOwner.id), nonce, now)) {
    throw unauthorized(`this ${NONCE_HEADER} was already used with this key; sign the request again`, `headers/${NONCE_HEADER}`);
  }
}
