import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COPY_FROM_STDIN } from './copy-text.js';

/**
 * Kysely's pool on a pg pool, whose clients run `COPY … FROM STDIN` statements (with the data as their one
 * parameter) through pg-copy-streams, so Kysely's PostgreSQL driver can send a COPY like any other query on its
 * connection. Each pg client keeps one wrapper: Kysely keys its connection objects by the client it is given.
 */
export function copyAwarePool(pool: pg.Pool): PostgresPool {
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = withCopy(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}

function withCopy(client: pg.PoolClient): PostgresPoolClient {
  const query = async (sql: string, parameters: readonly unknown[]) => {
    if (!COPY_FROM_STDIN.test(sql)) return client.query(sql, parameters as unknown[]);
    const stream = client.query(copyFrom(sql));
    await pipeline(Readable.from([String(parameters[0] ?? '')]), stream);
    return { command: 'COPY', rowCount: stream.rowCount, rows: [] };
  };
  return {
    // Kysely's driver sends (sql, parameters) only; the cursor form serves streams, which the store does not use.
    query: query as unknown as PostgresPoolClient['query'],
    release: () => client.release(),
  };
}
