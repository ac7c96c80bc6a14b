import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/** A client's requests in its current window, and how long until that window ends. */
export interface RateLimitCount {
  readonly hits: number;
  readonly resetsInMs: number;
}

/**
 * Counts one request of `key` in its window of `windowMs`, in one statement, so that processes counting at once never
 * lose a request: the first request after a window ends starts the next window at 1.
 */
export async function countRequest(db: Kysely<ChainSchema>, key: string, windowMs: number): Promise<RateLimitCount> {
  const windowEnds = sql<Date>`now() + make_interval(secs => ${windowMs / 1000})`;
  const ended = sql<boolean>`rate_limit_hits.window_ends <= now()`;
  const row = await db
    .insertInto('rate_limit_hits')
    .values({ key, hits: 1, window_ends: windowEnds })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`CASE WHEN ${ended} THEN 1 ELSE rate_limit_hits.hits + 1 END`,
        window_ends: sql<Date>`CASE WHEN ${ended} THEN excluded.window_ends ELSE rate_limit_hits.window_ends END`,
      }),
    )
    .returning(['hits', sql<number>`(EXTRACT(EPOCH FROM window_ends - now()) * 1000)::float8`.as('resets_in_ms')])
    .executeTakeFirstOrThrow();
  return { hits: row.hits, resetsInMs: Math.max(0, Math.ceil(Number(row.resets_in_ms))) };
}

/** Drops the windows that ended (a client seen again starts a new one anyway), so that the table holds the active clients only. */
export async function dropEndedRateLimitWindows(db: Kysely<ChainSchema>): Promise<void> {
  await db
    .deleteFrom('rate_limit_hits')
    .where('window_ends', '<', sql<Date>`now()`)
    .execute();
}
