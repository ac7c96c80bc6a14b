import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import { copyAwarePool } from './copy/copy-aware-pool.js';
import { DatabaseOpenError } from './database-open-error.js';
import { guardAgainstAbort, type DatabaseStoppedError } from './pglite-abort-guard.js';
import { PGliteDialect } from './pglite-dialect.js';
import { newPostgresPool, POOL_MAX } from './postgres-pool.js';
import type { NoticeSubscription } from './notice-subscription.js';
import { listenOnPostgres } from './postgres-listener.js';
import { redactPassword } from './redact-password.js';
import { ReadReplicas, type ReplicaOptions, type ReplicaReads } from './replicas/read-replicas.js';
import type { ChainSchema } from './schema.js';
import { INT8_OID, NUMERIC_OID, parseInt8, parseNumeric } from './type-parsers.js';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseOptions {
  /** A `postgres://` URL; when set, the embedded database is not used. */
  readonly url?: string;
  /** The data folder of the embedded database (default `./data`); it lives in `DIR/pglite`. */
  readonly dataDir?: string;
  /** An in-memory embedded database (tests). */
  readonly memory?: boolean;
  /** PostgreSQL cancels any statement running longer (the API's guard against expensive queries); none by default. */
  readonly statementTimeoutMs?: number;
  /** Streaming replicas of the PostgreSQL database at `url` that serve reads (see `Database.reads`). */
  readonly replicas?: ReplicaOptions;
}

export interface Database {
  readonly db: Kysely<ChainSchema>;
  readonly kind: DatabaseKind;
  /** Where it lives: the folder of the embedded database, or the server URL without its password. */
  readonly location: string;
  /** The folder of an embedded database kept in one (its file system's free space is the index's room to grow). */
  readonly folder?: string;
  /** For the embedded database: resolves if it stops for good (PostgreSQL aborted inside it); every query fails from then on. */
  readonly stopped?: Promise<DatabaseStoppedError>;
  /** On PostgreSQL: the connection pool's use now (the embedded database has one connection and no pool). */
  poolUse?(): PoolUse;
  /**
   * With replicas: reads that may lag the primary by up to the replicas' bound (the chain's), spread over the replicas
   * that answer within it, else on the primary. Writes, and reads that must see them, stay on `db`.
   */
  readonly reads?: ReplicaReads;
  /**
   * Calls `onNotice` with the payload of each notification on `channel` committed by any session of the database (a
   * dedicated connection on PostgreSQL, the one session of the embedded database); resolves once listening.
   */
  listen(channel: string, onNotice: (payload: string) => void): Promise<NoticeSubscription>;
  close(): Promise<void>;
}

/** A connection pool's use: connections open, of them idle, queries waiting for one, and the most it opens. */
export interface PoolUse {
  readonly open: number;
  readonly idle: number;
  readonly waiting: number;
  readonly max: number;
}

/** `DATABASE_URL` when set, else the embedded database in `--data DIR` / `TVMSCAN_DATA` / `./data`. */
export function databaseOptionsFromEnv(dataDir?: string, env: NodeJS.ProcessEnv = process.env): DatabaseOptions {
  const url = env['DATABASE_URL'];
  if (url) return { url };
  return { dataDir: dataDir ?? env['TVMSCAN_DATA'] ?? 'data' };
}

/** The folder of the embedded database the options open; undefined for PostgreSQL or an in-memory database. */
export function embeddedDatabaseFolder(options: DatabaseOptions): string | undefined {
  if (options.url || options.memory) return undefined;
  return resolve(join(options.dataDir ?? 'data', 'pglite'));
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { url } = options;
  if (url) return openPostgres({ ...options, url });
  if (options.replicas && options.replicas.urls.length > 0)
    throw new Error('read replicas serve a PostgreSQL database (DATABASE_URL), not the embedded one');
  return openPGlite(options);
}

async function openPostgres(options: DatabaseOptions & { url: string }): Promise<Database> {
  const timeouts = options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs };
  const pool = newPostgresPool(options.url, timeouts);
  const primaryPool = copyAwarePool(pool);
  const db = new Kysely<ChainSchema>({ dialect: new PostgresDialect({ pool: primaryPool }) });
  const poolUse = (): PoolUse => poolUseOf(pool);
  const listen = (channel: string, onNotice: (payload: string) => void) => listenOnPostgres(options.url, channel, onNotice);
  const replicas = options.replicas;
  if (replicas === undefined || replicas.urls.length === 0) {
    return { db, kind: 'postgres', location: redactPassword(options.url), poolUse, listen, close: () => db.destroy() };
  }
  const reads = await ReadReplicas.open(pool, replicas, timeouts);
  const close = async () => {
    await reads.close();
    await db.destroy();
  };
  return { db, kind: 'postgres', location: redactPassword(options.url), poolUse, reads, listen, close };
}

function poolUseOf(pool: pg.Pool): PoolUse {
  return { open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: POOL_MAX };
}

async function openPGlite(options: DatabaseOptions): Promise<Database> {
  const parsers = { [INT8_OID]: parseInt8, [NUMERIC_OID]: parseNumeric };
  const folder = embeddedDatabaseFolder(options);
  const location = folder ?? 'memory';
  let client: PGlite;
  if (folder === undefined) {
    client = await PGlite.create({ parsers });
  } else {
    client = await openPGliteFolder(folder, parsers);
  }
  const stopped = guardAgainstAbort(client, folder);
  const db = new Kysely<ChainSchema>({ dialect: new PGliteDialect(client) });
  const listen = async (channel: string, onNotice: (payload: string) => void) => {
    const unlisten = await client.listen(channel, onNotice);
    // Once the database is closed there is nothing left to stop listening to.
    return { close: async () => (client.closed ? undefined : unlisten()) };
  };
  return { db, kind: 'pglite', location, ...(folder === undefined ? {} : { folder }), stopped, listen, close: () => db.destroy() };
}

/** The embedded database in its folder (created when missing); a folder that cannot be opened is named, with what to do. */
async function openPGliteFolder(folder: string, parsers: PGliteOptions['parsers']): Promise<PGlite> {
  try {
    mkdirSync(folder, { recursive: true });
    return await PGlite.create({ dataDir: folder, parsers });
  } catch (error) {
    throw new DatabaseOpenError(folder, error);
  }
}
