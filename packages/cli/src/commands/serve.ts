import { parseArgs } from 'node:util';
import { databaseOptionsFromEnv, migrate, openDatabase } from '@tvmscan/store';
import { openStateSource, STATE_SOURCES } from '../chain-sources.js';
import {
  describeServer,
  listenExplorer,
  parseWhole,
  resolveServerFlags,
  SERVER_FLAG_OPTIONS,
  SERVER_FLAGS_HELP,
  STATEMENT_TIMEOUT_MS,
} from '../explorer-server.js';
import { lockDataFolders } from '../data-folder-locks.js';
import { exitWhenDatabaseStops } from '../disk-room.js';
import { stopRequested } from '../stop-signal.js';
import { UsageError } from '../usage-error.js';

/** How far behind the clock the index (fed by a `tvmscan index` following its source) may be before /ready says so. */
const DEFAULT_READY_LAG_S = 120;

const HELP = `Usage: tvmscan serve [options]

Serves the explorer API (/api/explorer/v1, documented at /api/explorer/docs), /config.json and the web app.
  --data DIR             the data folder (default: $TVMSCAN_DATA or ./data); DATABASE_URL selects PostgreSQL
${SERVER_FLAGS_HELP}
  --state ${STATE_SOURCES.join('|')}  where /accounts/state reads current states (default: the states the index stored)
  --state-endpoint URL   the JRPC or GraphQL endpoint of --state
  --state-file PATH      a shard-state BOC for --state files (repeatable)
  --ready-lag S          /ready answers 503 while the index's newest masterchain block is more than S seconds old
                         (default ${DEFAULT_READY_LAG_S}; 0 turns the check off, e.g. for an index no indexer follows)
  -h, --help             this text`;

export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseServeArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const flags = await resolveServerFlags(values);
  const readyLagS = parseWhole('--ready-lag', values['ready-lag'], DEFAULT_READY_LAG_S, 0, 86_400);
  const databaseOptions = databaseOptionsFromEnv(values.data);
  const releaseFolders = lockDataFolders({ database: databaseOptions });
  const stateSource = await openStateSource(values.state, values['state-endpoint'], values['state-file'] ?? []);
  const database = await openDatabase({
    ...databaseOptions,
    statementTimeoutMs: STATEMENT_TIMEOUT_MS,
    ...(flags.replicas ? { replicas: flags.replicas } : {}),
  });
  exitWhenDatabaseStops(database, 'serve');
  try {
    await migrate(database.db);
    const readiness = readyLagS === 0 ? undefined : { maxLagSeconds: readyLagS };
    const server = await listenExplorer(database, flags, stateSource, flags.externalSignIn, readiness);
    console.log(describeServer(server));
    console.log(`index: ${database.location}`);
    const replicas = database.reads?.statuses().map((replica) => replica.location);
    if (replicas) console.log(`chain reads from the replicas ${replicas.join(', ')} (the primary while none answers in time)`);
    await stopRequested();
    console.error('\nstopping…');
    await server.close();
    return 0;
  } finally {
    await stateSource?.close?.();
    await database.close();
    releaseFolders();
  }
}

function parseServeArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        ...SERVER_FLAG_OPTIONS,
        data: { type: 'string' },
        state: { type: 'string' },
        'state-endpoint': { type: 'string' },
        'state-file': { type: 'string', multiple: true },
        'ready-lag': { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}
