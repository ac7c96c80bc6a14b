import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  buildServer,
  DEFAULT_RESPONSE_CACHE,
  loadNetworkConfig,
  NetworkConfigError,
  type AccountStateReader,
  type NetworkConfig,
} from '@tvmscan/api';
import type { StateSource } from '@tvmscan/indexer';
import type { Database } from '@tvmscan/store';
import { UsageError } from './usage-error.js';

export const DEFAULT_PORT = 3000;
export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RATE_LIMIT = 600;
const MIB = 1024 * 1024;
export const DEFAULT_RESPONSE_CACHE_MIB = DEFAULT_RESPONSE_CACHE.maxBytes / MIB;
/** PostgreSQL cancels an API query running longer than this. */
export const STATEMENT_TIMEOUT_MS = 10_000;
const DEFAULT_WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** The flags `serve` and `start` share, as parsed from the command line. */
export interface ServerFlags {
  readonly port?: string | undefined;
  readonly host?: string | undefined;
  readonly network?: string | undefined;
  readonly web?: string | undefined;
  readonly cors?: string | undefined;
  readonly 'trust-proxy'?: boolean | undefined;
  readonly 'rate-limit'?: string | undefined;
  readonly 'response-cache'?: string | undefined;
}

export const SERVER_FLAG_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  network: { type: 'string' },
  web: { type: 'string' },
  cors: { type: 'string' },
  'trust-proxy': { type: 'boolean' },
  'rate-limit': { type: 'string' },
  'response-cache': { type: 'string' },
} as const;

export const SERVER_FLAGS_HELP = `  --port N               the port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host H               the address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 for every interface)
  --network NAME|FILE    everscale, tycho, humo, or a JSON file with a custom network config (default everscale)
  --web DIR              the web app's build (default packages/web/dist when it exists)
  --cors ORIGINS         comma-separated origins allowed to call the API from a browser
  --trust-proxy          take the client address from X-Forwarded-For (behind a reverse proxy)
  --rate-limit N         requests per IP per minute on the API (default ${DEFAULT_RATE_LIMIT}; 0 turns the limit off)
  --response-cache MIB   memory for answers given again while they hold (default ${DEFAULT_RESPONSE_CACHE_MIB}; 0 turns it off)`;

export interface ExplorerServer {
  readonly url: string;
  readonly network: NetworkConfig;
  readonly webRoot: string | undefined;
  close(): Promise<void>;
}

/** Checks the server flags before anything is opened, so a typo costs nothing. */
export async function resolveServerFlags(flags: ServerFlags) {
  return {
    port: parseWhole('--port', flags.port, DEFAULT_PORT, 0, 65_535),
    host: flags.host ?? DEFAULT_HOST,
    rateLimit: parseWhole('--rate-limit', flags['rate-limit'], DEFAULT_RATE_LIMIT, 0, 1_000_000),
    responseCacheMib: parseWhole('--response-cache', flags['response-cache'], DEFAULT_RESPONSE_CACHE_MIB, 0, 16_384),
    webRoot: webRootOf(flags.web),
    network: await loadNetworkConfig(flags.network ?? 'everscale').catch((error: unknown) => {
      throw error instanceof NetworkConfigError ? new UsageError(error.message) : error;
    }),
    corsOrigins: flags.cors?.split(',').map((origin) => origin.trim()).filter(Boolean) ?? [],
    trustProxy: flags['trust-proxy'] === true,
  };
}

export type ResolvedServerFlags = Awaited<ReturnType<typeof resolveServerFlags>>;

/** The explorer API, /config.json and the web build, listening. */
export async function listenExplorer(database: Database, flags: ResolvedServerFlags, stateSource?: StateSource): Promise<ExplorerServer> {
  const app = await buildServer({
    database,
    network: flags.network,
    ...(stateSource ? { stateReader: stateReaderOf(stateSource) } : {}),
    rateLimit: flags.rateLimit === 0 ? false : { max: flags.rateLimit, timeWindowMs: 60_000 },
    responseCache: flags.responseCacheMib === 0 ? false : { ...DEFAULT_RESPONSE_CACHE, maxBytes: flags.responseCacheMib * MIB },
    corsOrigins: flags.corsOrigins,
    trustProxy: flags.trustProxy,
    ...(flags.webRoot ? { webRoot: flags.webRoot } : {}),
  });
  const url = await app.listen({ port: flags.port, host: flags.host });
  return { url, network: flags.network, webRoot: flags.webRoot, close: () => app.close() };
}

/** The lines telling where the explorer answers. */
export function describeServer(server: ExplorerServer): string {
  const { url } = server;
  return [
    `tvmscan: ${server.network.networkName} explorer at ${url} (API ${url}/api/explorer/v1, docs ${url}/api/explorer/docs)`,
    server.webRoot ? `web app: ${server.webRoot}` : 'web app: none (build packages/web or pass --web DIR)',
  ].join('\n');
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

export function parseWhole(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not '${text}'`);
  return value;
}
