import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { readCheckpoint } from '../checkpoint.js';
import type { ChainSchema } from '../../schema.js';
import type { CountQuery } from '../../sql/count-query.js';
import { QueryInputError } from '../../sql/errors.js';

export interface CachedCountOptions {
  /** How many masterchain blocks a cached count may lag behind the checkpoint and still be used (default 0). */
  readonly maxLag?: number;
  /** How old, in milliseconds, a count lagging behind the checkpoint may be and still be used (default: no bound). */
  readonly maxAgeMs?: number;
  /** The most counts kept; the least recently computed go first (default 10 000). */
  readonly capacity?: number;
}

const DEFAULT_COUNT_CACHE_CAPACITY = 10_000;

export interface CachedCount {
  readonly count: bigint;
  /** The checkpoint the count was taken at. */
  readonly mcSeqno: number;
  /** Whether it came from the cache. */
  readonly cached: boolean;
}

/**
 * The count-cache key of a filter: the SHA-256 (hex) of the list's scope and its normalised filter as JSON, so that
 * a filter of a hundred addresses makes a key as short as an empty one.
 */
export function countCacheKey<Filter, Conditions>(query: CountQuery<ChainSchema, Filter, Conditions>, filter: Filter): string {
  const normalized = JSON.stringify(query.normalize(filter), (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value));
  return createHash('sha256').update(`${query.scope}:${normalized}`).digest('hex');
}

/**
 * The count of a list's rows under a filter, from count_cache when it was taken at the current checkpoint
 * (or at most `maxLag` blocks before it and at most `maxAgeMs` ago); otherwise counted now, in one snapshot with the checkpoint, and stored.
 * Storing also drops the counts that can no longer be used (more than `maxLag` blocks old) and all but the
 * `capacity` most recently computed, so that requests with ever new filters cannot grow the database.
 */
export async function cachedCount<Filter, Conditions>(
  db: Kysely<ChainSchema>,
  query: CountQuery<ChainSchema, Filter, Conditions>,
  filter: Filter,
  options: CachedCountOptions = {},
): Promise<CachedCount> {
  const maxLag = options.maxLag ?? 0;
  if (!Number.isInteger(maxLag) || maxLag < 0) throw new QueryInputError('maxLag', 'must be a non-negative integer');
  const capacity = options.capacity ?? DEFAULT_COUNT_CACHE_CAPACITY;
  if (!Number.isInteger(capacity) || capacity < 1) throw new QueryInputError('capacity', 'must be a positive integer');
  const maxAgeMs = options.maxAgeMs ?? Number.POSITIVE_INFINITY;
  if (!(maxAgeMs >= 0)) throw new QueryInputError('maxAgeMs', 'must be a non-negative number');
  const conditions = query.normalize(filter);
  const key = countCacheKey(query, filter);
  const latest = (await readCheckpoint(db))?.mcSeqno;
  if (latest === undefined) return { count: await query.count(db, conditions), mcSeqno: 0, cached: false };

  const stored = await db.selectFrom('count_cache').select(['count', 'computed_mc_seqno', 'computed_at']).where('key', '=', key).executeTakeFirst();
  const current = stored?.computed_mc_seqno === latest;
  const recent = stored !== undefined && latest - stored.computed_mc_seqno <= maxLag && Date.now() - stored.computed_at.getTime() <= maxAgeMs;
  if (stored && stored.computed_mc_seqno <= latest && (current || recent)) {
    return { count: stored.count, mcSeqno: stored.computed_mc_seqno, cached: true };
  }

  const fresh = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const mcSeqno = (await readCheckpoint(trx))?.mcSeqno ?? latest;
      return { count: await query.count(trx, conditions), mcSeqno };
    });
  try {
    await storeCount(db, key, fresh);
    await pruneCountCache(db, fresh.mcSeqno - maxLag, capacity);
  } catch (error) {
    // A read-only server (a streaming replica) keeps no counts: the count stands, the primary's cached ones reach it.
    if ((error as { code?: unknown }).code !== READ_ONLY_TRANSACTION) throw error;
  }
  return { ...fresh, cached: false };
}

/** PostgreSQL's error code for a write on a server that takes none. */
const READ_ONLY_TRANSACTION = '25006';

async function storeCount(db: Kysely<ChainSchema>, key: string, fresh: { count: bigint; mcSeqno: number }): Promise<void> {
  await db
    .insertInto('count_cache')
    .values({ key, count: fresh.count, computed_mc_seqno: fresh.mcSeqno })
    .onConflict((oc) =>
      oc
        .column('key')
        .doUpdateSet((eb) => ({
          count: eb.ref('excluded.count'),
          computed_mc_seqno: eb.ref('excluded.computed_mc_seqno'),
          computed_at: new Date(),
        }))
        .where('count_cache.computed_mc_seqno', '<=', (eb) => eb.ref('excluded.computed_mc_seqno')),
    )
    .execute();
}

/** Drops the counts taken before `oldestUsable`, then all but the `capacity` most recently computed. */
async function pruneCountCache(db: Kysely<ChainSchema>, oldestUsable: number, capacity: number): Promise<void> {
  await db.deleteFrom('count_cache').where('computed_mc_seqno', '<', oldestUsable).execute();
  await db
    .deleteFrom('count_cache')
    .where('key', 'in', (eb) => eb.selectFrom('count_cache').select('key').orderBy('computed_at', 'desc').orderBy('key').offset(capacity))
    .execute();
}
