import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database, type DatabaseKind } from '../database.js';
import { migrate } from '../migrate.js';

export { mountSmallFileSystem, type SmallFileSystem } from './small-file-system.js';
export { startStreamingPair, streamingPairUnavailable, type StreamingPair } from './streaming-replica.js';

/** A migrated throwaway database; `url` is set for PostgreSQL (a URL pinned to its own schema). */
export interface TestDatabase extends Database {
  readonly url: string | null;
}

/**
 * The databases tests run on: embedded PGlite always, PostgreSQL when `TVMSCAN_TEST_DATABASE_URL` names a
 * server. Under CI the server is required (`.ci/run` starts one), so a missing URL fails instead of skipping.
 */
export function testDatabaseKinds(env: NodeJS.ProcessEnv = process.env): DatabaseKind[] {
  if (env['TVMSCAN_TEST_DATABASE_URL']) return ['pglite', 'postgres'];
  if (env['CI']) throw new Error('CI must set TVMSCAN_TEST_DATABASE_URL (a PostgreSQL server) so the suite also runs on PostgreSQL');
  console.warn('TVMSCAN_TEST_DATABASE_URL is not set: the PostgreSQL runs of the database tests are skipped here');
  return ['pglite'];
}

/** A fresh database: in-memory PGlite (or one in `dataDir`), or a new schema on the test PostgreSQL server. */
export async function openTestDatabase(kind: DatabaseKind, dataDir?: string): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase(dataDir ? { dataDir } : { memory: true });
    await migrate(database.db);
    return { ...database, url: null };
  }
  return openTestSchema();
}

async function openTestSchema(): Promise<TestDatabase> {
  const serverUrl = process.env['TVMSCAN_TEST_DATABASE_URL'];
  if (!serverUrl) throw new Error('TVMSCAN_TEST_DATABASE_URL is not set');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE SCHEMA ${schema}`);
  const url = withSearchPath(serverUrl, schema);
  const database = await openDatabase({ url });
  await migrate(database.db);
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `DROP SCHEMA ${schema} CASCADE`);
    },
  };
}

function withSearchPath(url: string, schema: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('options', `-c search_path=${schema}`);
  return parsed.toString();
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
export { insertAccountRows } from './account-rows.js';
export { insertTokenRows, type TokenRows } from './token-rows.js';
