import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { COPY_FROM_STDIN } from './copy-text.js';

/**
 * A pg pool whose clients run `COPY … FROM STDIN` statements (with the data as their one parameter) through
 * pg-copy-streams, so Kysely's PostgreSQL driver can send a COPY like any other query on its connection.
 */
export function copyAwarePool(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  return new Proxy(pool, {
    get(target, property, receiver) {
      if (property === 'connect') return async () => withCopy(await connect());
      return Reflect.get(target, property, receiver);
    },
  });
}

function withCopy(client: pg.PoolClient): pg.PoolClient {
  const query = client.query.bind(client) as (sql: string, parameters?: unknown[]) => Promise<pg.QueryResult>;
  return new Proxy(client, {
    get(target, property, receiver) {
      if (property !== 'query') return Reflect.get(target, property, receiver);
      return async (sql: string, parameters?: unknown[]) => {
        if (!COPY_FROM_STDIN.test(sql)) return query(sql, parameters);
        const stream = target.query(copyFrom(sql));
        await pipeline(Readable.from([String(parameters?.[0] ?? '')]), stream);
        return { command: 'COPY', rowCount: stream.rowCount, rows: [] };
      };
    },
  });
}
