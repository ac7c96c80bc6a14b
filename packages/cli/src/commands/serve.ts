import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer, loadNetworkConfig, NetworkConfigError, type AccountStateReader } from '@tvmscan/api';
import type { StateSource } from '@tvmscan/indexer';
import { databaseOptionsFromEnv, migrate, openDatabase } from '@tvmscan/store';
import { openStateSource, STATE_SOURCES } from '../chain-sources.js';
import { UsageError } from '../usage-error.js';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
/** PostgreSQL cancels an API query running longer than this. */
const STATEMENT_TIMEOUT_MS = 10_000;
const DEFAULT_WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../../../../web/dist');

const HELP = `Usage: tvmscan serve [options]

Serves the explorer API (/api/explorer/v1, documented at /api/explorer/docs), /config.json and the web app.
  --data DIR             the data folder (default: $TVMSCAN_DATA or ./data); DATABASE_URL selects PostgreSQL
  --port N               the port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host H               the address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 for every interface)
  --network NAME|FILE    everscale, tycho, humo, or a JSON file with a custom network config (default everscale)
  --web DIR              the web app's build (default packages/web/dist when it exists)
  --cors ORIGINS         comma-separated origins allowed to call the API from a browser
  --trust-proxy          take the client address from X-Forwarded-For (behind a reverse proxy)
  --rate-limit N         requests per IP per minute on the API (default 600; 0 turns the limit off)
  --state ${STATE_SOURCES.join('|')}  where /accounts/state reads current states (default: the states the index stored)
  --state-endpoint URL   the JRPC or GraphQL endpoint of --state
  --state-file PATH      a shard-state BOC for --state files (repeatable)
  -h, --help             this text`;

export async function serveCommand(args: string[]): Promise<number> {
  const { values } = parseServeArgs(args);
  if (values.help) {
    console.log(HELP);
    return 0;
  }
  const port = parseWhole('--port', values.port, DEFAULT_PORT, 0, 65_535);
  const rateLimit = parseWhole('--rate-limit', values['rate-limit'], 600, 0, 1_000_000);
  const webRoot = webRootOf(values.web);
  const network = await loadNetworkConfig(values.network ?? 'everscale').catch((error: unknown) => {
    throw error instanceof NetworkConfigError ? new UsageError(error.message) : error;
  });
  const stateSource = await openStateSource(values.state, values['state-endpoint'], values['state-file'] ?? []);
  const database = await openDatabase({ ...databaseOptionsFromEnv(values.data), statementTimeoutMs: STATEMENT_TIMEOUT_MS });
  try {
    await migrate(database.db);
    const app = await buildServer({
      database,
      network,
      ...(stateSource ? { stateReader: stateReaderOf(stateSource) } : {}),
      rateLimit: rateLimit === 0 ? false : { max: rateLimit, timeWindowMs: 60_000 },
      corsOrigins: values.cors?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [],
      trustProxy: values['trust-proxy'] === true,
      ...(webRoot ? { webRoot } : {}),
    });
    const address = await app.listen({ port, host: values.host ?? DEFAULT_HOST });
    console.log(`tvmscan: ${network.networkName} explorer at ${address} (API ${address}/api/explorer/v1, docs ${address}/api/explorer/docs)`);
    console.log(webRoot ? `web app: ${webRoot}` : 'web app: none (build packages/web or pass --web DIR)');
    console.log(`index: ${database.location}`);
    await stopSignal();
    console.error('\nstopping…');
    await app.close();
    return 0;
  } finally {
    await stateSource?.close?.();
    await database.close();
  }
}

function stateReaderOf(source: StateSource): AccountStateReader {
  return { getAccountState: (address) => source.getAccount(address) };
}

function webRootOf(flag: string | undefined): string | undefined {
  if (flag === undefined) return existsSync(resolve(DEFAULT_WEB_ROOT, 'index.html')) ? DEFAULT_WEB_ROOT : undefined;
  const root = resolve(flag);
  if (!existsSync(resolve(root, 'index.html'))) throw new UsageError(`--web ${flag} holds no index.html (build the web app first)`);
  return root;
}

/** Resolves on the first Ctrl-C (SIGINT) or SIGTERM. */
function stopSignal(): Promise<void> {
  return new Promise((done) => {
    process.once('SIGINT', () => done());
    process.once('SIGTERM', () => done());
  });
}

function parseWhole(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not '${text}'`);
  return value;
}

function parseServeArgs(args: string[]) {
  try {
    return parseArgs({
      args,
      options: {
        data: { type: 'string' },
        port: { type: 'string' },
        host: { type: 'string' },
        network: { type: 'string' },
        web: { type: 'string' },
        cors: { type: 'string' },
        'trust-proxy': { type: 'boolean' },
        'rate-limit': { type: 'string' },
        state: { type: 'string' },
        'state-endpoint': { type: 'string' },
        'state-file': { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message} (see --help)`);
  }
}
