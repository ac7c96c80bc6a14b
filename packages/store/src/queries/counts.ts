import type { Kysely } from 'kysely';
import { readCheckpoint } from '../chain/checkpoint.js';
import type { ChainSchema } from '../schema.js';
import type { CountQuery } from './count-query.js';
import { QueryInputError } from './errors.js';

export interface CachedCountOptions {
  /** How many masterchain blocks a cached count may lag behind the checkpoint and still be used (default 0). */
  readonly maxLag?: number;
}

export interface CachedCount {
  readonly count: bigint;
  /** The checkpoint the count was taken at. */
  readonly mcSeqno: number;
  /** Whether it came from the cache. */
  readonly cached: boolean;
}

/** The count-cache key of a filter: the list's scope and its normalised filter as JSON. */
export function countCacheKey<Filter, Conditions>(query: CountQuery<Filter, Conditions>, filter: Filter): string {
  return `${query.scope}:${JSON.stringify(query.normalize(filter), (_key, value: unknown) =>
    typeof value === 'bigint' ? value.toString() : value,
  )}`;
}

/**
 * The count of a list's rows under a filter, from count_cache when it was taken at the current checkpoint
 * (or at most `maxLag` blocks before it); otherwise counted now, in one snapshot with the checkpoint, and stored.
 */
export async function cachedCount<Filter, Conditions>(
  db: Kysely<ChainSchema>,
  query: CountQuery<Filter, Conditions>,
  filter: Filter,
  options: CachedCountOptions = {},
): Promise<CachedCount> {
  const maxLag = options.maxLag ?? 0;
  if (!Number.isInteger(maxLag) || maxLag < 0) throw new QueryInputError('maxLag', 'must be a non-negative integer');
  const conditions = query.normalize(filter);
  const key = countCacheKey(query, filter);
  const latest = (await readCheckpoint(db))?.mcSeqno;
  if (latest === undefined) return { count: await query.count(db, conditions), mcSeqno: 0, cached: false };

  const stored = await db.selectFrom('count_cache').select(['count', 'computed_mc_seqno']).where('key', '=', key).executeTakeFirst();
  if (stored && stored.computed_mc_seqno <= latest && latest - stored.computed_mc_seqno <= maxLag) {
    return { count: stored.count, mcSeqno: stored.computed_mc_seqno, cached: true };
  }

  const fresh = await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      const mcSeqno = (await readCheckpoint(trx))?.mcSeqno ?? latest;
      return { count: await query.count(trx, conditions), mcSeqno };
    });
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
  return { ...fresh, cached: false };
}
