import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChainSchema } from '@tvmscan/store';
import { ApiError } from './api-error.js';
import { sharedRateLimitStore } from './shared-rate-limit-store.js';

export interface RateLimit {
  /** Requests per client address per window. */
  readonly max: number;
  readonly timeWindowMs: number;
  /** Requests per API key per window, for requests that carry an active key. */
  readonly perKeyMax?: number;
  /**
   * Count in this database (PostgreSQL), shared by every server on it, instead of in this process's memory: behind a
   * load balancer a client's limit then holds whichever process answers. A count the database cannot take lets the
   * request through.
   */
  readonly sharedIn?: Kysely<ChainSchema>;
}

export const DEFAULT_RATE_LIMIT = { max: 600, timeWindowMs: 60_000, perKeyMax: 6000 } as const;

const KEY_BUCKET = 'api-key:';

/**
 * The headers every answer of a rate-limited API carries, named as the IETF draft "RateLimit header fields for HTTP"
 * names them; a 429 adds `Retry-After`.
 */
export const RATE_LIMIT_HEADERS = {
  'RateLimit-Limit': { type: 'integer', description: 'The requests the client (its address, or its API key) may send in the window' },
  'RateLimit-Remaining': { type: 'integer', description: 'The requests left to the client in the current window' },
  'RateLimit-Reset': { type: 'integer', description: 'Seconds until the current window ends and the count starts again' },
} as const;
export const RETRY_AFTER_HEADER = { 'Retry-After': { type: 'integer', description: 'Seconds to wait before the next request is accepted' } } as const;

/**
 * The rate limit of an API (`scope`, its prefix): per client address, or per API key when the request carries an
 * active one.
 */
export async function registerRateLimit(api: FastifyInstance, limit: RateLimit, scope: string): Promise<void> {
  const perKeyMax = limit.perKeyMax ?? DEFAULT_RATE_LIMIT.perKeyMax;
  const shared = limit.sharedIn ? { store: sharedRateLimitStore(limit.sharedIn, scope), skipOnError: true } : {};
  await api.register(rateLimit, {
    ...shared,
    enableDraftSpec: true,
    timeWindow: limit.timeWindowMs,
    keyGenerator: (request) => (request.apiKeyOwner ? `${KEY_BUCKET}${request.apiKeyOwner.id}` : request.ip),
    max: (_request, key) => (key.startsWith(KEY_BUCKET) ? perKeyMax : limit.max),
    errorResponseBuilder: (request, info) =>
      new ApiError(
        429,
        'TooManyRequests',
        `rate limit exceeded: at most ${info.max} requests${request.apiKeyOwner ? ' per API key' : ''} in ${windowText(limit.timeWindowMs)}; try again in ${info.after}`,
        'RateLimit',
      ),
  });
}

/** `60 seconds`, `1 minute`, `2 minutes`. */
function windowText(ms: number): string {
  const seconds = Math.round(ms / 1000);
  if (seconds % 60 !== 0) return `${seconds} seconds`;
  const minutes = seconds / 60;
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}
