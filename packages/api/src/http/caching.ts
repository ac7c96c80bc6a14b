import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** A year, and a promise that the resource never changes (blocks, transactions and messages by hash, raw BOCs). */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Lists, counts and stats follow the chain: a few seconds. */
const SHORT = 'public, max-age=5';

export function cacheImmutable(reply: FastifyReply): void {
  reply.header('cache-control', IMMUTABLE);
}

export function cacheShort(reply: FastifyReply): void {
  reply.header('cache-control', SHORT);
}

/** Immutable once nothing about the resource can change any more, else short. */
export function cacheWhenSettled(reply: FastifyReply, settled: boolean): void {
  reply.header('cache-control', settled ? IMMUTABLE : SHORT);
}

/**
 * Cacheable answers carry a strong ETag (a hash of the body); a request whose If-None-Match names it gets 304
 * without the body.
 */
export function installEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    const cacheControl = reply.getHeader('cache-control');
    if (reply.statusCode !== 200 || typeof payload !== 'string' || typeof cacheControl !== 'string' || !cacheControl.startsWith('public')) {
      return payload;
    }
    const etag = `"${createHash('sha256').update(payload).digest('base64url').slice(0, 32)}"`;
    reply.header('etag', etag);
    if (!matches(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    return '';
  });
}

function matches(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim();
    return tag === '*' || tag === etag || tag === `W/${etag}`;
  });
}
