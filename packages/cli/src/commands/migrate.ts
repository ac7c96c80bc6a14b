import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, migrate, openDatabase } from '@tvmscan/store';
import { lockDataFolders } from '../data-folder-locks.js';
import { UsageError } from '../usage-error.js';

const HELP = `Usage: tvmscan migrate [--data DIR]

Creates or upgrades the database schema: PostgreSQL when DATABASE_URL is set, else the embedded database in DIR.
  --data DIR    the data folder (default: $TVMSCAN_DATA or ./data)
  -h, --help    this text`;

export async function migrateCommand(args: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args, options: { data: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const options = databaseOptionsFromEnv(values.data);
  const releaseFolders = lockDataFolders({ database: options });
  const database = await openDatabase(options);
  try {
    const applied = await migrate(database.db);
    console.log(
      applied.length === 0
        ? `${database.location}: up to date`
        : applied.map((m) => `applied ${String(m.version).padStart(4, '0')}_${m.name}`).join('\n'),
    );
    return 0;
  } finally {
    await database.close();
    releaseFolders();
  }
}
