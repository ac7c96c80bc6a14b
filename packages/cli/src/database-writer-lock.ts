import { takeWriterLock, WriterLockError, type DatabaseOptions } from '@tvmscan/store';
import { CliError } from './cli-error.js';

/**
 * Takes the writer lock of a PostgreSQL index (`takeWriterLock`) for `command`, refusing at once when another writer
 * holds it; the embedded database needs none (its folder lock keeps a second process out). Gives the release. A lock
 * lost while held (its connection ended) ends the process: another writer may take the index from then on.
 */
export async function lockDatabaseWriter(options: DatabaseOptions, command: string): Promise<() => Promise<void>> {
  if (!options.url) return async () => {};
  const lock = await takeWriterLock(options.url, command).catch((error: unknown) => {
    throw error instanceof WriterLockError ? new CliError('database-in-use', error.message, { cause: error }) : error;
  });
  void lock.lost.then((error) => {
    console.error(`tvmscan ${command}: the database's writer lock was lost (${error.message}); stopping, since another writer may now start`);
    process.exit(1);
  });
  return () => lock.release();
}

/** Runs `body` holding the writer lock of a PostgreSQL index (see `lockDatabaseWriter`), released however it ends. */
export async function withDatabaseWriter<T>(options: DatabaseOptions, command: string, body: () => Promise<T>): Promise<T> {
  const release = await lockDatabaseWriter(options, command);
  try {
    return await body();
  } finally {
    await release();
  }
}
