import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChainSchema } from '@tvmscan/store';
import { etagOf, reuseScopeOf, SHORT_MAX_AGE_SECONDS, type ReuseScope } from './caching.js';
import { CheckpointClock } from './checkpoint-clock.js';

export interface ResponseCacheOptions {
  /** The most memory the kept answers may take (their bodies and keys). */
  readonly maxBytes: number;
  /** How old the server's idea of the indexed seqno may be when it reuses a chain answer. */
  readonly checkpointMaxAgeMs: number;
}

export const DEFAULT_RESPONSE_CACHE: ResponseCacheOptions = { maxBytes: 64 * 1024 * 1024, checkpointMaxAgeMs: 250 };

interface KeptAnswer {
  readonly body: Buffer;
  readonly contentType: string;
  readonly cacheControl: string;
  readonly etag: string;
  readonly scope: ReuseScope;
  /** The indexed seqno known before the answer was read: a chain answer is reused while the index is still there. */
  readonly checkpoint: number;
}

/** What a request missed: where to keep its answer. */
interface Miss {
  readonly key: string;
  readonly checkpoint: number;
}

/**
 * Answers a request that was answered before from memory, while the answer still holds: immutable answers until
 * they are evicted, chain answers until the indexer writes the next masterchain block (and at most the short
 * max-age). Only 200 answers whose route gave them a reuse scope are kept; the requests still pass the rate limit
 * and get the security headers, since those hooks run before this one.
 */
export function installResponseCache(app: FastifyInstance, db: Kysely<ChainSchema>, options: ResponseCacheOptions): void {
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (answer, key) => answer.body.byteLength + key.length,
  });
  const clock = new CheckpointClock(db, options.checkpointMaxAgeMs);
  const misses = new WeakMap<FastifyRequest, Miss>();

  app.addHook('preHandler', async (request, reply) => {
    const key = requestKey(request);
    const answer = answers.get(key);
    if (answer?.scope === 'immutable') return sendKept(reply, answer);
    const checkpoint = await clock.current();
    if (answer?.checkpoint === checkpoint) return sendKept(reply, answer);
    misses.set(request, { key, checkpoint });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    const scope = reuseScopeOf(reply);
    if (!miss || !scope || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const body = Buffer.from(payload);
    answers.set(miss.key, keptAnswer(reply, body, scope, miss.checkpoint), scope === 'chain' ? { ttl: SHORT_MAX_AGE_SECONDS * 1000 } : {});
    return body;
  });
}

/** The route's URL (with any query) and the validated body, which is all an explorer answer depends on. */
function requestKey(request: FastifyRequest): string {
  return request.body === undefined ? request.url : `${request.url}\n${JSON.stringify(request.body)}`;
}

function keptAnswer(reply: FastifyReply, body: Buffer, scope: ReuseScope, checkpoint: number): KeptAnswer {
  const etag = reply.getHeader('etag');
  return {
    body,
    contentType: String(reply.getHeader('content-type')),
    cacheControl: String(reply.getHeader('cache-control')),
    etag: typeof etag === 'string' ? etag : etagOf(body),
    scope,
    checkpoint,
  };
}

function sendKept(reply: FastifyReply, answer: KeptAnswer): FastifyReply {
  return reply.header('content-type', answer.contentType).header('cache-control', answer.cacheControl).header('etag', answer.etag).send(answer.body);
}
