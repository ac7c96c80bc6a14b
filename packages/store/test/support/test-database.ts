import { sql } from 'kysely';
import { openTestDatabase as openMigrated, testDatabaseKinds, type TestDatabase as MigratedDatabase } from '@tvmscan/store/testing';

export type Backend = 'pglite' | 'postgres';

/** PGlite always; PostgreSQL too when TVMSCAN_TEST_DATABASE_URL names a server (required under CI). */
export const BACKENDS: Backend[] = testDatabaseKinds();

export interface TestDatabase extends MigratedDatabase {
  /** Empties every chain table (between property-test runs). */
  clear(): Promise<void>;
}

const CHAIN_TABLES = [
  'blocks',
  'shard_descriptions',
  'transactions',
  'messages',
  'account_blocks',
  'accounts',
  'account_states',
  'configs',
  'validator_sets',
  'elections',
  'stats_buckets',
  'chain_totals',
  'checkpoint',
  'count_cache',
];

/** A migrated database: in-memory PGlite, or a fresh schema on the PostgreSQL server dropped at close. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  const database = await openMigrated(backend);
  return {
    ...database,
    clear: async () => {
      await sql.raw(`TRUNCATE ${CHAIN_TABLES.join(', ')}`).execute(database.db);
    },
  };
}
