import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import {
  buildServer,
  DEFAULT_CONNECTIONS_PER_IP,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_RESPONSE_CACHE,
  LOG_LEVELS,
  loadNetworkConfig,
  type LogLevel,
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
export const DEFAULT_LOG_LEVEL: LogLevel = 'warn';
const SECOND = 1000;
/** The longest timeout a flag takes: an hour. */
const MAX_TIMEOUT_SECONDS = 3600;
/** The most proxies a request may pass through before reaching the server. */
const MAX_PROXY_HOPS = 10;
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
  readonly 'trust-proxy'?: string | undefined;
  readonly 'rate-limit'?: string | undefined;
  readonly 'response-cache'?: string | undefined;
  readonly 'header-timeout'?: string | undefined;
  readonly 'body-timeout'?: string | undefined;
  readonly 'idle-timeout'?: string | undefined;
  readonly 'connections-per-ip'?: string | undefined;
  readonly 'log-level'?: string | undefined;
}

export const SERVER_FLAG_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  network: { type: 'string' },
  web: { type: 'string' },
  cors: { type: 'string' },
  'trust-proxy': { type: 'string' },
  'rate-limit': { type: 'string' },
  'response-cache': { type: 'string' },
  'header-timeout': { type: 'string' },
  'body-timeout': { type: 'string' },
  'idle-timeout': { type: 'string' },
  'connections-per-ip': { type: 'string' },
  'log-level': { type: 'string' },
} as const;

export const SERVER_FLAGS_HELP = `  --port N               the port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host H               the address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 for every interface)
  --network NAME|FILE    everscale, tycho, humo, or a JSON file with a custom network config (default everscale)
  --web DIR              the web app's build (default packages/web/dist when it exists)
  --cors ORIGINS         comma-separated origins allowed to call the API from a browser
  --trust-proxy HOPS|ADDRESSES  behind reverse proxies: how many are in front of the server, or their comma-separated
                         addresses/CIDRs; the client address is then taken from X-Forwarded-For past them
  --rate-limit N         requests per IP per minute on the API (default ${DEFAULT_RATE_LIMIT}; 0 turns the limit off)
  --response-cache MIB   memory for answers given again while they hold (default ${DEFAULT_RESPONSE_CACHE_MIB}; 0 turns it off)
  --header-timeout S     seconds a client has to send a request's headers (default ${DEFAULT_HTTP_TIMEOUTS.headersMs / SECOND}; 0: no limit)
  --body-timeout S       seconds a client has to send a whole request, body included (default ${DEFAULT_HTTP_TIMEOUTS.requestMs / SECOND}; 0: no limit)
  --idle-timeout S       seconds a kept-alive connection waits for its next request (default ${DEFAULT_HTTP_TIMEOUTS.idleMs / SECOND})
  --connections-per-ip N open connections one client address may hold (default ${DEFAULT_CONNECTIONS_PER_IP}; 0: no cap)
  --log-level LEVEL      ${LOG_LEVELS.join('|')}: what the server logs to stderr as JSON lines (default ${DEFAULT_LOG_LEVEL});
                         every 5xx is logged at error with its request id`;

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
    corsOrigins:
      flags.cors
        ?.split(',')
        .map((origin) => origin.trim())
        .filter(Boolean) ?? [],
    trustProxy: parseTrustProxy(flags['trust-proxy']),
    timeouts: parseTimeouts(flags),
    connectionsPerIp: parseWhole('--connections-per-ip', flags['connections-per-ip'], DEFAULT_CONNECTIONS_PER_IP, 0, 100_000),
    logLevel: parseLogLevel(flags['log-level']),
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
    ...(flags.trustProxy === undefined ? {} : { trustProxy: flags.trustProxy }),
    timeouts: flags.timeouts,
    connectionsPerIp: flags.connectionsPerIp === 0 ? false : flags.connectionsPerIp,
    log: { level: flags.logLevel, stream: process.stderr },
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

/** `--trust-proxy 1` (hops) or `--trust-proxy 10.0.0.2,10.1.0.0/16` (the proxies' addresses). */
function parseTrustProxy(text: string | undefined): number | string[] | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return parseWhole('--trust-proxy', text, 0, 1, MAX_PROXY_HOPS);
  const addresses = text.split(',').map((address) => address.trim());
  const wrong = addresses.find((address) => !isAddressOrCidr(address));
  if (wrong !== undefined) {
    throw new UsageError(
      `--trust-proxy takes a number of proxy hops (1 to ${MAX_PROXY_HOPS}) or comma-separated proxy addresses or CIDRs, not '${wrong}'`,
    );
  }
  return addresses;
}

function isAddressOrCidr(text: string): boolean {
  const [address = '', bits, ...rest] = text.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
}

function parseTimeouts(flags: ServerFlags) {
  const seconds = (flag: string, text: string | undefined, fallbackMs: number, min: number) =>
    parseWhole(flag, text, fallbackMs / SECOND, min, MAX_TIMEOUT_SECONDS) * SECOND;
  const headersMs = seconds('--header-timeout', flags['header-timeout'], DEFAULT_HTTP_TIMEOUTS.headersMs, 0);
  const requestMs = seconds('--body-timeout', flags['body-timeout'], DEFAULT_HTTP_TIMEOUTS.requestMs, 0);
  const idleMs = seconds('--idle-timeout', flags['idle-timeout'], DEFAULT_HTTP_TIMEOUTS.idleMs, 1);
  if (requestMs > 0 && headersMs > requestMs) {
    throw new UsageError('--header-timeout must be at most --body-timeout (the whole request includes its headers)');
  }
  return { headersMs, requestMs, idleMs };
}

function parseLogLevel(text: string | undefined): LogLevel {
  if (text === undefined) return DEFAULT_LOG_LEVEL;
  const level = LOG_LEVELS.find((candidate) => candidate === text);
  if (level === undefined) throw new UsageError(`--log-level must be one of ${LOG_LEVELS.join(', ')}, not '${text}'`);
  return level;
}

export function parseWhole(flag: string, text: string | undefined, fallback: number, min: number, max: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) throw new UsageError(`${flag} must be a whole number from ${min} to ${max}, not '${text}'`);
  return value;
}
