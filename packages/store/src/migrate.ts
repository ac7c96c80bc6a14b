import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';

const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations/', import.meta.url));

export interface Migration {
  readonly version: number;
  readonly name: string;
  readonly sql: string;
}

/** The SQL migrations shipped with the store, in version order (`NNNN_name.sql`). */
export function listMigrations(): Migration[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((file) => /^\d{4}_[\w-]+\.sql$/.test(file))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.slice(5, -4),
      sql: readFileSync(MIGRATIONS_DIR + file, 'utf8'),
    }));
}

/** Applies every migration not yet applied, each in its own transaction; returns the ones applied now. */
export async function migrate<DB>(db: Kysely<DB>): Promise<Migration[]> {
  await sql`CREATE TABLE IF NOT EXISTS schema_migrations (
    version integer PRIMARY KEY,
    name text NOT NULL,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`.execute(db);
  const applied = await sql<{ version: number }>`SELECT version FROM schema_migrations`.execute(db);
  const done = new Set(applied.rows.map((row) => row.version));
  const pending = listMigrations().filter((migration) => !done.has(migration.version));
  for (const migration of pending) {
    await db.transaction().execute(async (trx) => {
      await sql.raw(migration.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (version, name) VALUES (${migration.version}, ${migration.name})`.execute(trx);
    });
  }
  return pending;
}
