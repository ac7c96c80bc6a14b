import { databaseOptionsFromEnv, migrate, openDatabase, type Database } from '@tvmscan/store';
import { exitAfterGrace, STOP_GRACE_MS } from './stop-signal.js';

/** The index database (`DATABASE_URL`, else the embedded one under `--data DIR`), migrated to the current schema. */
export async function openIndex(dataDir: string | undefined): Promise<Database> {
  const database = await openDatabase(databaseOptionsFromEnv(dataDir));
  await migrate(database.db);
  return database;
}

/**
 * An AbortSignal that Ctrl-C (SIGINT) or SIGTERM raises once; a second Ctrl-C exits at once, and so does the
 * process when it has not ended `STOP_GRACE_MS` after the first.
 */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = (signal: NodeJS.Signals) => {
    if (controller.signal.aborted) process.exit(130);
    console.error(`\nstopping after the current batch, within ${STOP_GRACE_MS / 1000} s (Ctrl-C again to quit now)…`);
    exitAfterGrace(signal);
    controller.abort();
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return controller.signal;
}
