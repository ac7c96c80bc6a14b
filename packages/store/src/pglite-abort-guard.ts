import type { PGlite } from '@electric-sql/pglite';
import { lowSpaceAt, mebibytes } from './free-space.js';
import { StoreError } from './store-error.js';

/** The embedded database stopped for good: PostgreSQL aborted inside PGlite (a PANIC), most often for lack of space. */
export class DatabaseStoppedError extends StoreError {
  constructor(
    /** The folder of the embedded database; undefined for an in-memory one. */
    readonly folder: string | undefined,
    /** The free space left where it lives when it stopped, when so little was left that a write failing for space is the likely cause. */
    readonly lowSpaceBytes: number | undefined,
    cause: unknown,
  ) {
    super('database-stopped', messageFor(folder, lowSpaceBytes, cause), { cause });
  }
}

function messageFor(folder: string | undefined, lowSpaceBytes: number | undefined, cause: unknown): string {
  const where = folder ?? 'memory';
  if (lowSpaceBytes !== undefined)
    return `no space left on device at ${where} (${mebibytes(lowSpaceBytes)} free): the embedded database stopped when a write failed`;
  const reason = cause instanceof Error ? cause.message : String(cause);
  return `the embedded database in ${where} stopped (PostgreSQL aborted: ${reason}); restart to recover it`;
}

/** What PGlite 0.5 calls on its Emscripten module around a query (the names of its `execProtocolRawSync`). */
interface PostgresModule {
  _PostgresMainLoopOnce(): void;
  [name: string]: unknown;
}

/** PGlite's status for an ERROR that PostgreSQL handles and answers (its `POSTGRES_MAIN_LONGJMP`). */
const HANDLED_ERROR_STATUS = 100;

/**
 * The module's functions PGlite calls after a query (the loop's condition, the flush, the answer) or at close (the
 * exit handlers, which would write a shutdown checkpoint): after an abort, each is given the value here instead of
 * running the aborted PostgreSQL.
 */
const AFTER_STOP: Readonly<Record<string, number | undefined>> = {
  _pq_buffer_remaining_data: 0,
  _PostgresSendReadyForQueryIfNecessary: undefined,
  _pgl_pq_flush: undefined,
  _pgl_setPGliteActive: undefined,
  _pgl_run_atexit_funcs: undefined,
  _emscripten_force_exit: undefined,
};

/**
 * Turns an abort inside PGlite into a failed query. PGlite 0.5 runs each query in a loop that swallows whatever its
 * module throws and calls it again; after an abort (a PostgreSQL PANIC, e.g. when a WAL segment cannot be written for
 * lack of space) that call never returns, and the thread spins at full CPU with no system call, no timer and no
 * signal handled. Here the first abort stops the database: the query fails with a DatabaseStoppedError (naming
 * the free space left), so does every later one, at once, and closing it writes nothing more. The folder is then
 * as after a crash, which PostgreSQL recovers from its WAL at the next start.
 * Resolves with the error once the database has stopped.
 */
export function guardAgainstAbort(client: PGlite, folder: string | undefined): Promise<DatabaseStoppedError> {
  const module = (client as unknown as { mod: PostgresModule }).mod;
  let stopped: DatabaseStoppedError | null = null;
  let announce!: (error: DatabaseStoppedError) => void;
  const announced = new Promise<DatabaseStoppedError>((resolve) => (announce = resolve));
  const loopOnce = module._PostgresMainLoopOnce.bind(module);
  module._PostgresMainLoopOnce = () => {
    if (stopped) throw escapingWith(stopped);
    try {
      loopOnce();
    } catch (error) {
      if ((error as { status?: unknown } | null)?.status === HANDLED_ERROR_STATUS) throw error;
      stopped = stoppedError(folder, error);
      announce(stopped);
      throw escapingWith(stopped);
    }
  };
  for (const [name, value] of Object.entries(AFTER_STOP)) {
    const original = module[name];
    if (typeof original !== 'function') continue;
    module[name] = (...args: unknown[]) => (stopped ? value : (original as (...args: unknown[]) => unknown).apply(module, args));
  }
  return announced;
}

function stoppedError(folder: string | undefined, cause: unknown): DatabaseStoppedError {
  return new DatabaseStoppedError(folder, folder === undefined ? undefined : lowSpaceAt(folder), cause);
}

/**
 * What is thrown into PGlite's loop: its handler reads `status` of what it caught (to tell a handled ERROR), and
 * this read throws the error on, out of the loop, to the query's caller.
 */
function escapingWith(error: DatabaseStoppedError): object {
  return {
    get status(): never {
      throw error;
    },
  };
}
