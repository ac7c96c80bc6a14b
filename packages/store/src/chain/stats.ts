import type { Insertable, Kysely, Selectable } from 'kysely';
import type { ChainSchema, Writer } from '../schema.js';
import type { ChainTotalsTable, StatsBucketsTable } from './chain-schema.js';
import { chunkRows } from '../sql/insert-rows.js';

export type StatsBucketRow = Insertable<StatsBucketsTable>;
export type ChainTotals = Selectable<ChainTotalsTable>;

/** The bucket lengths in seconds: 10 s for the live chart, an hour and a day for the series. */
export const STATS_PERIODS = [10, 3600, 86_400] as const;

/** Adds the counters to their buckets; `total_supply`, a level rather than a count, takes the newer value. */
export async function addToStatsBuckets(trx: Writer, rows: readonly StatsBucketRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('stats_buckets')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['period', 'bucket_start']).doUpdateSet((eb) => ({
          transactions: eb('stats_buckets.transactions', '+', eb.ref('excluded.transactions')),
          messages: eb('stats_buckets.messages', '+', eb.ref('excluded.messages')),
          accounts_created: eb('stats_buckets.accounts_created', '+', eb.ref('excluded.accounts_created')),
          accounts_active: eb('stats_buckets.accounts_active', '+', eb.ref('excluded.accounts_active')),
          volume: eb('stats_buckets.volume', '+', eb.ref('excluded.volume')),
          total_supply: eb.fn.coalesce('excluded.total_supply', 'stats_buckets.total_supply'),
        })),
      )
      .execute();
  }
}

export async function readChainTotals(db: Kysely<ChainSchema>): Promise<ChainTotals | undefined> {
  return db.selectFrom('chain_totals').selectAll().where('id', '=', 1).executeTakeFirst();
}

export async function writeChainTotals(trx: Writer, totals: Omit<ChainTotals, 'id'>): Promise<void> {
  await trx
    .insertInto('chain_totals')
    .values({ id: 1, ...totals })
    .onConflict((oc) => oc.column('id').doUpdateSet(totals))
    .execute();
}
