import pg from 'pg';
import { INT8_OID, NUMERIC_OID, parseInt8, parseNumeric } from './type-parsers.js';

/** The most connections one process opens to one PostgreSQL server. */
export const POOL_MAX = 8;

export interface PostgresPoolOptions {
  /** PostgreSQL cancels any statement running longer; none by default. */
  readonly statementTimeoutMs?: number;
  /** How long opening a connection may take before it fails; no limit by default. */
  readonly connectTimeoutMs?: number;
}

/** A pg pool on `url` reading int8 and numeric as bigint and decimal strings (never JS numbers past 2^53). */
export function newPostgresPool(url: string, options: PostgresPoolOptions = {}): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: POOL_MAX,
    ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
    ...(options.connectTimeoutMs === undefined ? {} : { connectionTimeoutMillis: options.connectTimeoutMs }),
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return parseInt8;
        if (oid === NUMERIC_OID) return parseNumeric;
        return pg.types.getTypeParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  // A server that goes away (a restart, a failover) ends its connections with an error: the pool drops the idle ones
  // and the next query opens a new connection, or fails saying why. A connection a caller holds between two queries
  // says it on the connection itself, and its next query fails. Unheard, either error would end the process.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}
