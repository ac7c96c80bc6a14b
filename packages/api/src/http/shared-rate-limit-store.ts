import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { countRequest, dropEndedRateLimitWindows, type ChainSchema } from '@tvmscan/store';

/**
 * A rate-limit store counting in the database (`rate_limit_hits`), so that every server on it holds one limit per
 * client: `scope` (the API's prefix) keeps each API's count apart, as the in-memory store of each API does.
 */
export function sharedRateLimitStore(db: Kysely<ChainSchema>, scope: string): FastifyRateLimitStoreCtor {
  return class SharedRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      countRequest(db, `${scope} ${key}`, timeWindow).then(
        (count) => callback(null, { current: count.hits, ttl: count.resetsInMs }),
        (error: unknown) => callback(error as Error),
      );
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** How often the windows that ended are dropped from the shared count. */
const DROP_ENDED_EVERY_MS = 60_000;

/** Drops the shared count's ended windows every minute while the server is open (any server on the database may). */
export function dropEndedWindowsWhileOpen(app: FastifyInstance, db: Kysely<ChainSchema>): void {
  const timer = setInterval(() => {
    dropEndedRateLimitWindows(db).catch((error: unknown) => app.log.warn({ err: error }, 'dropping ended rate-limit windows failed'));
  }, DROP_ENDED_EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
