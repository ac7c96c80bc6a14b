import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { ChainSchema } from '@tvmscan/store';
import { etagOf, reuseScopeOf, SHORT_MAX_AGE_SECONDS, type ReuseScope } from './caching.js';
import { IndexStateClock, type IndexState } from './index-state-clock.js';
import { compress, markEncoded, MIN_COMPRESSED_BYTES, negotiateEncoding, varyOnEncoding, type ContentEncoding } from './compression.js';

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
  /**
   * The index state known before the answer was read: a chain answer is reused while the index is still there, and
   * any answer only while no contract was verified since (an answer names the verified contracts of its accounts).
   */
  readonly state: IndexState;
  /** The body compressed in each encoding a client asked for so far, each compressed once. */
  readonly encoded: Map<ContentEncoding, Buffer>;
}

/** What a request missed: where to keep its answer. */
interface Miss {
  readonly key: string;
  readonly state: IndexState;
}

/**
 * Answers a request that was answered before from memory, while the answer still holds: immutable answers until
 * they are evicted, chain answers until the indexer writes the next masterchain block (and at most the short
 * max-age); either kind until a contract is verified, since an answer names its accounts' verified contracts. Only 200 answers whose route gave them a reuse scope are kept; the requests still pass the rate limit
 * and get the security headers, since those hooks run before this one. A kept answer is sent compressed as the
 * client accepts it (see compression.ts), from copies compressed once.
 */
export function installResponseCache(app: FastifyInstance, db: Kysely<ChainSchema>, options: ResponseCacheOptions): void {
  const answers = new LRUCache<string, KeptAnswer>({
    maxSize: options.maxBytes,
    maxEntrySize: Math.max(1, Math.floor(options.maxBytes / 8)),
    sizeCalculation: (answer, key) =>
      answer.body.byteLength + key.length + [...answer.encoded.values()].reduce((sum, body) => sum + body.byteLength, 0),
  });
  /** The body of `answer` in the encoding the request accepts, compressed now if no client asked for it before. */
  async function bodyFor(request: FastifyRequest, reply: FastifyReply, key: string, answer: KeptAnswer): Promise<Buffer> {
    varyOnEncoding(reply);
    const encoding = negotiateEncoding(request);
    if (!encoding || answer.body.byteLength < MIN_COMPRESSED_BYTES) return answer.body;
    let encoded = answer.encoded.get(encoding);
    if (!encoded) {
      encoded = ownCopy(await compress(answer.body, encoding));
      answer.encoded.set(encoding, encoded);
      // Set again so that the cache counts the new copy; the answer keeps its remaining lifetime.
      if (answers.has(key)) answers.set(key, answer, { noUpdateTTL: true });
    }
    markEncoded(reply, encoding);
    return encoded;
  }
  async function sendKept(request: FastifyRequest, reply: FastifyReply, key: string, answer: KeptAnswer): Promise<FastifyReply> {
    reply.header('content-type', answer.contentType).header('cache-control', answer.cacheControl).header('etag', answer.etag);
    return reply.send(await bodyFor(request, reply, key, answer));
  }
  const clock = new IndexStateClock(db, options.checkpointMaxAgeMs);
  const misses = new WeakMap<FastifyRequest, Miss>();

  app.addHook('preHandler', async (request, reply) => {
    const key = requestKey(request);
    const answer = answers.get(key);
    const state = await clock.current();
    if (answer && stillHolds(answer, state)) return sendKept(request, reply, key, answer);
    misses.set(request, { key, state });
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const miss = misses.get(request);
    const scope = reuseScopeOf(reply);
    if (!miss || !scope || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    const answer = keptAnswer(reply, ownCopy(Buffer.from(payload)), scope, miss.state);
    answers.set(miss.key, answer, scope === 'chain' ? { ttl: SHORT_MAX_AGE_SECONDS * 1000 } : {});
    return bodyFor(request, reply, miss.key, answer);
  });
}

/**
 * The bytes in memory of their own. A Buffer under 4 KiB is a view into an 8 KiB slab Node shares between small
 * buffers, and a kept answer would hold the whole slab: the cache, which counts the answers' own bytes, then held
 * several times its bound (kept answers are mostly a few hundred bytes to a few KiB).
 */
function ownCopy(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.buffer.byteLength === bytes.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** The route's URL (with any query) and the validated body, which is all an explorer answer depends on. */
function requestKey(request: FastifyRequest): string {
  return request.body === undefined ? request.url : `${request.url}\n${JSON.stringify(request.body)}`;
}

/** Whether a kept answer may be given again now: no contract verified since, and for a chain answer the same checkpoint. */
function stillHolds(answer: KeptAnswer, state: IndexState): boolean {
  if (answer.state.verifiedContracts !== state.verifiedContracts) return false;
  return answer.scope === 'immutable' || answer.state.checkpoint === state.checkpoint;
}

function keptAnswer(reply: FastifyReply, body: Buffer, scope: ReuseScope, state: IndexState): KeptAnswer {
  const etag = reply.getHeader('etag');
  return {
    body,
    contentType: String(reply.getHeader('content-type')),
    cacheControl: String(reply.getHeader('cache-control')),
    etag: typeof etag === 'string' ? etag : etagOf(body),
    scope,
    state,
    encoded: new Map(),
  };
}
