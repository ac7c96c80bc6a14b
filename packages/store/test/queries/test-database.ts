import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase, type Database } from '../../src/database.js';
import { migrate } from '../../src/migrate.js';

export type Backend = 'pglite' | 'postgres';

const POSTGRES_URL = process.env['TVMSCAN_TEST_DATABASE_URL'];

/** PGlite always; PostgreSQL too when TVMSCAN_TEST_DATABASE_URL names a server. */
export const BACKENDS: Backend[] = POSTGRES_URL ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** Empties every chain table (between property-test runs). */
  clear(): Promise<void>;
}

/** A migrated database: in-memory PGlite, or a fresh schema on the PostgreSQL server dropped at close. */
export async function openTestDatabase(backend: Backend): Promise<TestDatabase> {
  if (backend === 'pglite') {
    const database = await openDatabase({ memory: true });
    await migrate(database.db as unknown as Kysely<unknown>);
    return withClear(database, database.close);
  }
  const schema = `queries_test_${randomBytes(6).toString('hex')}`;
  await admin(`CREATE SCHEMA ${schema}`);
  const separator = POSTGRES_URL!.includes('?') ? '&' : '?';
  const database = await openDatabase({
    url: `${POSTGRES_URL}${separator}options=${encodeURIComponent(`-c search_path=${schema}`)}`,
  });
  await migrate(database.db as unknown as Kysely<unknown>);
  return withClear(database, async () => {
    await database.close();
    await admin(`DROP SCHEMA ${schema} CASCADE`);
  });
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

function withClear(database: Database, close: () => Promise<void>): TestDatabase {
  return {
    ...database,
    close,
    clear: async () => {
      await sql.raw(`TRUNCATE ${CHAIN_TABLES.join(', ')}`).execute(database.db);
    },
  };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: POSTGRES_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
