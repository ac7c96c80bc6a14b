import { hostname } from 'node:os';
import pg from 'pg';
import { redactPassword } from './redact-password.js';
import { StoreError } from './store-error.js';

/**
 * The first key of the advisory lock a writer holds on a PostgreSQL index: 'tvms' in ASCII. The second is the hash of
 * the index's schema, `hashtext(current_schema())`, so that indexes in two schemas of one database do not exclude each
 * other: `pg_advisory_lock(1953918323, hashtext(current_schema()))`.
 */
export const WRITER_LOCK_CLASS = 0x74766d73;

/** What a session holding the lock says of itself in its `application_name` (at most 63 bytes are kept). */
const APPLICATION_NAME_PREFIX = 'tvmscan writer';
const MAX_APPLICATION_NAME = 63;

/** The writer holding a PostgreSQL index, as its session shows it in `pg_stat_activity`. */
export interface WriterLockHolder {
  /** The holder's `application_name`: `tvmscan writer: COMMAND pid PID on HOST` (cut at 63 bytes). */
  readonly name: string;
  /** Where it connects from (null over a Unix socket). */
  readonly clientAddress: string | null;
  /** When its session began. */
  readonly since: Date;
}

/** Another writer holds the index on this PostgreSQL database. */
export class WriterLockError extends StoreError {
  constructor(
    readonly location: string,
    readonly holder: WriterLockHolder | null,
  ) {
    super('writer-lock', messageFor(location, holder));
  }
}

function messageFor(location: string, holder: WriterLockHolder | null): string {
  const who =
    holder === null
      ? 'another tvmscan writer'
      : `another tvmscan writer (${holder.name.slice(APPLICATION_NAME_PREFIX.length + 2)}` +
        `${holder.clientAddress === null ? '' : `, connected from ${holder.clientAddress}`}, since ${holder.since.toISOString()})`;
  return `the index on ${location} is being written by ${who}. Stop it first, or point DATABASE_URL at another database or schema.`;
}

/** The lock, held by a connection of its own until `release`. */
export interface WriterLock {
  /** Resolves if the lock's connection ends before `release` (the server restarted, the network failed): the lock is gone. */
  readonly lost: Promise<Error>;
  release(): Promise<void>;
}

/**
 * Takes the writer lock of the PostgreSQL index at `url` (its schema, the first of its search path), or refuses at
 * once with a WriterLockError naming the holder. `command` names this writer (`start`, `index`, `import`) to a second
 * one. The lock is a session-level advisory lock on a connection of its own, so it goes with the process however it
 * ends.
 */
export async function takeWriterLock(url: string, command: string): Promise<WriterLock> {
  const client = new pg.Client({ connectionString: url, application_name: applicationName(command), keepAlive: true });
  let held = false;
  const lost = new Promise<Error>((resolve) => {
    const end = (error?: Error) => {
      if (held) resolve(error ?? new Error('the connection holding the writer lock ended'));
      held = false;
    };
    client.on('error', end).on('end', () => end());
  });
  await client.connect();
  try {
    const taken = await client.query<{ taken: boolean }>('SELECT pg_try_advisory_lock($1, hashtext(current_schema())) AS taken', [WRITER_LOCK_CLASS]);
    if (!taken.rows[0]!.taken) throw new WriterLockError(redactPassword(url), await readHolder(client));
  } catch (error) {
    await client.end();
    throw error;
  }
  held = true;
  return {
    lost,
    release: async () => {
      held = false;
      await client.end();
    },
  };
}

async function readHolder(client: pg.Client): Promise<WriterLockHolder | null> {
  const { rows } = await client.query<{ application_name: string; client_addr: string | null; backend_start: Date }>(
    `SELECT activity.application_name, host(activity.client_addr) AS client_addr, activity.backend_start
       FROM pg_locks AS lock JOIN pg_stat_activity AS activity ON activity.pid = lock.pid
      WHERE lock.locktype = 'advisory' AND lock.granted AND lock.objsubid = 2
        AND lock.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND lock.classid = $1::int4::oid AND lock.objid = hashtext(current_schema())::oid`,
    [WRITER_LOCK_CLASS],
  );
  const row = rows[0];
  return row ? { name: row.application_name, clientAddress: row.client_addr, since: row.backend_start } : null;
}

function applicationName(command: string): string {
  return Buffer.from(`${APPLICATION_NAME_PREFIX}: ${command} pid ${process.pid} on ${hostname()}`)
    .subarray(0, MAX_APPLICATION_NAME)
    .toString()
    .replace(/\uFFFD$/, '');
}
