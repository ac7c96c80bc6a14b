import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A year, and a promise that the resource never changes (blocks, transactions and messages by hash, raw BOCs). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Lists, counts and stats follow the chain: a few seconds. */
export const SHORT_MAX_AGE_SECONDS = 5;
const SHORT = `public, max-age=${SHORT_MAX_AGE_SECONDS}`;

/**
 * How long the server itself may answer a request again from memory: 'immutable' for as long as it likes,
 * 'chain' while the indexed chain stays where it was when the answer was read (and no longer than the short max-age).
 */
export type ReuseScope = 'immutable' | 'chain';

const reuseScopes = new WeakMap<FastifyReply, ReuseScope>();

/** The reuse an answer was given by its route; none for answers that depend on more than the indexed chain. */
export function reuseScopeOf(reply: FastifyReply): ReuseScope | undefined {
  return reuseScopes.get(reply);
}

export function cacheImmutable(reply: FastifyReply): void {
  reply.header('cache-control', IMMUTABLE);
  reuseScopes.set(reply, 'immutable');
}

/** Short-lived for clients, and not reused by the server: for answers that are not read from the indexed chain. */
export function cacheShort(reply: FastifyReply): void {
  reply.header('cache-control', SHORT);
}

/** Short-lived for clients; the server reuses the answer until the indexer writes the next masterchain block. */
export function cacheUntilChainMoves(reply: FastifyReply): void {
  reply.header('cache-control', SHORT);
  reuseScopes.set(reply, 'chain');
}

/** Immutable once nothing about the resource can change any more, else until the chain moves. */
export function cacheWhenSettled(reply: FastifyReply, settled: boolean): void {
  if (settled) cacheImmutable(reply);
  else cacheUntilChainMoves(reply);
}

/** The strong ETag of a body. */
export function etagOf(payload: string | Buffer): string {
  return `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
}

/**
 * Cacheable answers carry a strong ETag (a hash of the body, unless the answer brings its own); a request whose
 * If-None-Match names it gets 304 without the body.
 */
export function installEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (reply.statusCode !== 200 || !isBody(payload) || typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) {
      return payload;
    }
    const known = reply.getHeader('etag');
    const etag = typeof known === 'string' ? known : etagOf(payload);
    reply.header('etag', etag);
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}

function isBody(payload: unknown): payload is string | Buffer {
  return typeof payload === 'string' || Buffer.isBuffer(payload);
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
