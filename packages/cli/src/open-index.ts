import { databaseOptionsFromEnv, migrate, openDatabase, type Database } from '@tvmscan/store';

/** The index database (`DATABASE_URL`, else the embedded one under `--data DIR`), migrated to the current schema. */
export async function openIndex(dataDir: string | undefined): Promise<Database> {
  const database = await openDatabase(databaseOptionsFromEnv(dataDir));
  await migrate(database.db);
  return database;
}

/** An AbortSignal that Ctrl-C (SIGINT) or SIGTERM raises once; a second Ctrl-C exits at once. */
export function interruptSignal(): AbortSignal {
  const controller = new AbortController();
  const stop = () => {
    if (controller.signal.aborted) process.exit(130);
    console.error('\nstopping after the current batch (Ctrl-C again to quit now)…');
    controller.abort();
  };
  process.on('SIGINT', stop).on('SIGTERM', stop);
  return controller.signal;
}
