import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import {
  buildServer,
  createMetricsRegistry,
  listenMetrics,
  DEFAULT_CONNECTIONS_PER_IP,
  DEFAULT_MAX_CONNECTIONS,
  DEFAULT_RATE_LIMIT as API_RATE_LIMIT,
  jwksTokenVerifier,
  REGISTRY_DOCS_PATH,
  REGISTRY_PREFIX,
  TOKEN_DOCS_PATH,
  TOKEN_PREFIX,
  VERIFY_DOCS_PATH,
  VERIFY_PREFIX,
  type AdminRule,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_RESPONSE_CACHE,
  LOG_LEVELS,
  loadNetworkConfig,
  type LogLevel,
  NetworkConfigError,
  type AccountStateReader,
  type MetricsRegistry,
  type NetworkConfig,
  type ReadinessOptions,
} from '@tvmscan/api';
import type { StateSource } from '@tvmscan/indexer';
import type { Database, ReplicaOptions } from '@tvmscan/store';
import { Toolchains, VerificationService, VerifyError } from '@tvmscan/verify';
import { SIGN_IN_CALLBACK_PATH, SIGN_IN_SCOPES } from './identity/local-identity-provider.js';
import { messageEmulatorOf } from './message-emulator.js';
import { UsageError } from './usage-error.js';
import { walletStandards } from './wallet-standards.js';

const DEFAULT_PORT = 3000;
const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_RATE_LIMIT = 600;
const DEFAULT_KEY_RATE_LIMIT = API_RATE_LIMIT.perKeyMax;
const MIB = 1024 * 1024;
const DEFAULT_RESPONSE_CACHE_MIB = DEFAULT_RESPONSE_CACHE.maxBytes / MIB;
const DEFAULT_LOG_LEVEL: LogLevel = 'warn';
const SECOND = 1000;
/** The longest timeout a flag takes: an hour. */
const MAX_TIMEOUT_SECONDS = 3600;
/** The most proxies a request may pass through before reaching the server. */
const MAX_PROXY_HOPS = 10;
/** How far behind its primary a read replica may be while reads go to it, by default. */
const DEFAULT_MAX_REPLICA_LAG_S = 30;
/** PostgreSQL cancels an API query running longer than this. */
export const STATEMENT_TIMEOUT_MS = 10_000;
/** How often the verification service looks for salted variants of published code among the codes indexed since. */
const SALTED_CODE_SWEEP_MS = 60_000;
const DEFAULT_WEB_ROOT = resolve(fileURLToPath(import.meta.url), '../../../web/dist');

/** The flags `serve` and `start` share, as parsed from the command line. */
interface ServerFlags {
  readonly port?: string | undefined;
  readonly host?: string | undefined;
  readonly network?: string | undefined;
  readonly web?: string | undefined;
  readonly cors?: string | undefined;
  readonly 'trust-proxy'?: string | undefined;
  readonly 'rate-limit'?: string | undefined;
  readonly 'rate-limit-key'?: string | undefined;
  readonly 'admin-subjects'?: string | undefined;
  readonly 'admin-claim'?: string | undefined;
  readonly 'oidc-authority'?: string | undefined;
  readonly 'oidc-client-id'?: string | undefined;
  readonly 'oidc-audience'?: string | undefined;
  readonly 'response-cache'?: string | undefined;
  readonly 'header-timeout'?: string | undefined;
  readonly 'body-timeout'?: string | undefined;
  readonly 'idle-timeout'?: string | undefined;
  readonly 'connections-per-ip'?: string | undefined;
  readonly 'max-connections'?: string | undefined;
  readonly 'log-level'?: string | undefined;
  readonly 'dex-api'?: string | undefined;
  readonly 'token-manifest'?: string[] | undefined;
  readonly toolchains?: string | undefined;
  readonly 'metrics-port'?: string | undefined;
  readonly 'metrics-host'?: string | undefined;
  readonly 'read-database-url'?: string[] | undefined;
  readonly 'max-replica-lag'?: string | undefined;
}

export const SERVER_FLAG_OPTIONS = {
  port: { type: 'string' },
  host: { type: 'string' },
  network: { type: 'string' },
  web: { type: 'string' },
  cors: { type: 'string' },
  'trust-proxy': { type: 'string' },
  'rate-limit': { type: 'string' },
  'rate-limit-key': { type: 'string' },
  'admin-subjects': { type: 'string' },
  'admin-claim': { type: 'string' },
  'oidc-authority': { type: 'string' },
  'oidc-client-id': { type: 'string' },
  'oidc-audience': { type: 'string' },
  'response-cache': { type: 'string' },
  'header-timeout': { type: 'string' },
  'body-timeout': { type: 'string' },
  'idle-timeout': { type: 'string' },
  'connections-per-ip': { type: 'string' },
  'max-connections': { type: 'string' },
  'log-level': { type: 'string' },
  'dex-api': { type: 'string' },
  'token-manifest': { type: 'string', multiple: true },
  toolchains: { type: 'string' },
  'metrics-port': { type: 'string' },
  'metrics-host': { type: 'string' },
  'read-database-url': { type: 'string', multiple: true },
  'max-replica-lag': { type: 'string' },
} as const;

export const SERVER_FLAGS_HELP = `  --port N               the port (default ${DEFAULT_PORT}; 0 picks a free one)
  --host H               the address to listen on (default ${DEFAULT_HOST}; 0.0.0.0 for every interface)
  --network NAME|FILE    everscale, tycho, humo, or a JSON file with a custom network config (default everscale)
  --web DIR              the web app's build (default packages/web/dist when it exists)
  --cors ORIGINS         comma-separated origins allowed to call the API from a browser
  --trust-proxy HOPS|ADDRESSES  behind reverse proxies: how many are in front of the server, or their comma-separated
                         addresses/CIDRs; the client address is then taken from X-Forwarded-For past them. The server
                         must then be reachable only through the proxies (listen on a private address, or firewall
                         it): with hops, a client reaching it directly writes its own X-Forwarded-For
  --rate-limit N         requests per IP per minute on the API (default ${DEFAULT_RATE_LIMIT}; 0 turns the limit off)
  --rate-limit-key N     requests per API key per minute on the API, for requests with an X-API-Key header
                         (default ${DEFAULT_KEY_RATE_LIMIT}); an unknown or revoked key is refused with 401
  --oidc-authority URL   sign in with this external OpenID provider (e.g. a Keycloak realm URL): the registry API
                         accepts its access tokens; \`start\` then runs no local provider (with --oidc-client-id)
  --oidc-client-id ID    the web app's client id at --oidc-authority
  --oidc-audience AUD    the audience (aud) the provider's access tokens carry for this API; required with
                         --oidc-authority (with Keycloak: an audience mapper). ID tokens are never accepted
  --admin-subjects LIST  comma-separated subjects (sub) of the registry's admins
  --admin-claim CLAIM    a token claim making its holder an admin: NAME (the claim is true) or NAME=VALUE (equals
                         VALUE or lists it); dotted names reach nested claims (realm_access.roles=tvmscan-admin)
  --response-cache MIB   memory for answers given again while they hold (default ${DEFAULT_RESPONSE_CACHE_MIB}; 0 turns it off)
  --header-timeout S     seconds a client has to send a request's headers (default ${DEFAULT_HTTP_TIMEOUTS.headersMs / SECOND}; 0: no limit)
  --body-timeout S       seconds a client has to send a whole request, body included (default ${DEFAULT_HTTP_TIMEOUTS.requestMs / SECOND}; 0: no limit)
  --idle-timeout S       seconds a kept-alive connection waits for its next request (default ${DEFAULT_HTTP_TIMEOUTS.idleMs / SECOND})
  --connections-per-ip N open connections one client address may hold (default ${DEFAULT_CONNECTIONS_PER_IP}; 0: no cap)
  --max-connections N    open connections in all (default ${DEFAULT_MAX_CONNECTIONS}; 0: no cap): at the cap a new connection takes the
                         place of the busiest address's oldest, or is closed; keep it well below the open-file limit
  --log-level LEVEL      ${LOG_LEVELS.join('|')}: what the server logs to stderr as JSON lines (default ${DEFAULT_LOG_LEVEL});
                         every 5xx is logged at error with its request id
  --dex-api URL          the DEX API the server asks for token USD prices (POST URL/currencies_usdt_prices) every
                         minute (default: the network config's api.dex; on the devnet, its local price service);
                         without one token prices are not fetched (a warning says so)
  --token-manifest URL   a token manifest (JSON with tokens, each with address and symbol) the system token list is
                         built from, read every 10 minutes; repeat it for several (failed ones are dropped, tokens
                         de-duplicated by address); it makes the trusted tokens (on the devnet: its own manifest)
  --toolchains DIR       the TVM Solidity toolchains for contract verification: one sub-folder per version holding
                         \`sold\`, or \`solc\` and \`tvm_linker\`; without it compiling is not available (verified
                         contracts of the installed @broxus/tip3 and @broxus/tip4 are listed all the same)
  --metrics-port N       serve Prometheus metrics at GET /metrics on this port (0 picks a free one); off by default.
                         A port of its own, not the public one: scrape each process directly
  --metrics-host H       the address the metrics port listens on (default ${DEFAULT_HOST}; keep it private)
  --read-database-url URL  a streaming replica of DATABASE_URL's PostgreSQL (repeatable): the explorer, token and NFT
                         reads go to the replicas, the registry's writes and reads to the primary, which also serves
                         the reads while no replica answers within --max-replica-lag
  --max-replica-lag S    skip a replica further behind its primary than S seconds (default ${DEFAULT_MAX_REPLICA_LAG_S})`;

interface ExplorerServer {
  readonly url: string;
  readonly network: NetworkConfig;
  readonly webRoot: string | undefined;
  /** Whether a toolchain is installed, so that uploads can be compiled. */
  readonly compiling: boolean;
  /** The process's Prometheus registry and where it is scraped, with --metrics-port. */
  readonly metrics?: { readonly registry: MetricsRegistry; readonly url: string };
  close(): Promise<void>;
}

/** Checks the server flags before anything is opened, so a typo costs nothing. */
export async function resolveServerFlags(flags: ServerFlags) {
  return {
    port: parseWhole('--port', flags.port, DEFAULT_PORT, 0, 65_535),
    host: flags.host ?? DEFAULT_HOST,
    rateLimit: parseWhole('--rate-limit', flags['rate-limit'], DEFAULT_RATE_LIMIT, 0, 1_000_000),
    keyRateLimit: parseWhole('--rate-limit-key', flags['rate-limit-key'], DEFAULT_KEY_RATE_LIMIT, 1, 10_000_000),
    externalSignIn: parseExternalSignIn(flags),
    admins: parseAdmins(flags),
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
    maxConnections: parseWhole('--max-connections', flags['max-connections'], DEFAULT_MAX_CONNECTIONS, 0, 1_000_000),
    logLevel: parseLogLevel(flags['log-level']),
    dexApiUrl: parseHttpUrl('--dex-api', flags['dex-api']),
    tokenManifestUrls: (flags['token-manifest'] ?? []).map((url) => parseHttpUrl('--token-manifest', url)!),
    toolchains: await findToolchains(flags.toolchains),
    metrics: parseMetricsPort(flags),
    replicas: parseReplicas(flags),
  };
}

export type ResolvedServerFlags = Awaited<ReturnType<typeof resolveServerFlags>>;

/** The OpenID provider whose access tokens the registry API accepts, and the web app's client there. */
interface SignInProvider {
  readonly authority: string;
  readonly clientId: string;
  readonly audience: string;
  /** Admins the provider itself names (the local provider's admin account), besides --admin-subjects. */
  readonly adminSubjects?: readonly string[];
}

/**
 * The explorer and registry APIs, /config.json, /health, /ready and the web build, listening; sign-in with `signIn`
 * (else --oidc-authority, else none); `readiness` is what /ready checks besides the database answering.
 */
export async function listenExplorer(
  database: Database,
  flags: ResolvedServerFlags,
  stateSource?: StateSource,
  signIn: SignInProvider | undefined = flags.externalSignIn,
  readiness?: ReadinessOptions,
): Promise<ExplorerServer> {
  const network = withVerification(signIn ? withSignIn(flags.network, signIn) : flags.network);
  const stateReader = stateSource ? stateReaderOf(stateSource) : undefined;
  const verifier = await VerificationService.start({ database, toolchains: flags.toolchains, ...(stateReader ? { stateReader } : {}) });
  const sweep = sweepRepeatedly(verifier);
  const emulator = messageEmulatorOf(database, stateSource);
  const registry = flags.metrics ? createMetricsRegistry() : undefined;
  const app = await buildServer({
    database,
    network,
    ...(signIn
      ? { auth: { verifier: jwksTokenVerifier({ issuer: signIn.authority, audience: signIn.audience }), admins: adminsWith(flags.admins, signIn) } }
      : {}),
    ...(stateReader ? { stateReader } : {}),
    verifier,
    ...(emulator ? { emulator: emulator.emulation } : {}),
    walletStandards: walletStandards(),
    // On PostgreSQL the limits are counted in the database, so that they hold across every `serve` process on it.
    rateLimit:
      flags.rateLimit === 0
        ? false
        : {
            max: flags.rateLimit,
            timeWindowMs: 60_000,
            perKeyMax: flags.keyRateLimit,
            ...(database.kind === 'postgres' ? { sharedIn: database.db } : {}),
          },
    responseCache: flags.responseCacheMib === 0 ? false : { ...DEFAULT_RESPONSE_CACHE, maxBytes: flags.responseCacheMib * MIB },
    corsOrigins: flags.corsOrigins,
    ...(flags.trustProxy === undefined ? {} : { trustProxy: flags.trustProxy }),
    timeouts: flags.timeouts,
    connectionsPerIp: flags.connectionsPerIp === 0 ? false : flags.connectionsPerIp,
    maxConnections: flags.maxConnections === 0 ? false : flags.maxConnections,
    log: { level: flags.logLevel, stream: process.stderr },
    dexPrices: { url: flags.dexApiUrl ?? network.api.dex ?? undefined },
    tokenManifests: { urls: flags.tokenManifestUrls },
    ...(flags.webRoot ? { webRoot: flags.webRoot } : {}),
    ...(readiness ? { readiness } : {}),
    ...(registry ? { metrics: registry } : {}),
  });
  const url = await app.listen({ port: flags.port, host: flags.host });
  const metricsServer = registry && flags.metrics ? await listenMetrics(registry, flags.metrics.port, flags.metrics.host) : undefined;
  const close = async () => {
    sweep.stop();
    await metricsServer?.close();
    await app.close();
    emulator?.close();
  };
  const metrics = registry && metricsServer ? { metrics: { registry, url: metricsServer.url } } : {};
  return { url, network, webRoot: flags.webRoot, compiling: flags.toolchains.available, ...metrics, close };
}

/** Registers the salted variants of published code (NFTs, indexes) now and then, as the index finds new codes. */
function sweepRepeatedly(verifier: VerificationService): { stop(): void } {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    verifier
      .sweepSaltedVariants()
      .catch((error: unknown) => console.error(`tvmscan: looking for verified contract code failed: ${(error as Error).message}`))
      .finally(() => (running = false));
  };
  sweep();
  const timer = setInterval(sweep, SALTED_CODE_SWEEP_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

async function findToolchains(dir: string | undefined): Promise<Toolchains> {
  if (dir === undefined) return Toolchains.none();
  try {
    return await Toolchains.find(resolve(dir));
  } catch (error) {
    if (error instanceof VerifyError) throw new UsageError(`--toolchains: ${error.message}`);
    throw error;
  }
}

/** The lines telling where the explorer answers. */
export function describeServer(server: ExplorerServer): string {
  const { url } = server;
  return [
    `tvmscan: ${server.network.networkName} explorer at ${url} (API ${url}/api/explorer/v1, docs ${url}/api/explorer/docs)`,
    `registry API ${url}${REGISTRY_PREFIX} (docs ${url}${REGISTRY_DOCS_PATH}); sign-in: ${server.network.signIn?.authority ?? 'off'}`,
    `token API ${url}${TOKEN_PREFIX} (docs ${url}${TOKEN_DOCS_PATH})`,
    `verification API ${url}${VERIFY_PREFIX} (docs ${url}${VERIFY_DOCS_PATH}); compiling: ${server.compiling ? 'on' : 'not available (--toolchains DIR)'}`,
    `liveness ${url}/health, readiness ${url}/ready${server.metrics ? `, metrics ${server.metrics.url}` : ''}`,
    server.webRoot ? `web app: ${server.webRoot}` : 'web app: none (build packages/web or pass --web DIR)',
  ].join('\n');
}

/** `/config.json` naming this server's verification service, unless the network file names another one. */
function withVerification(network: NetworkConfig): NetworkConfig {
  return { ...network, api: { ...network.api, verify: network.api.verify ?? VERIFY_PREFIX } };
}

/** `/config.json` with the web app's sign-in settings; the callback is a path of the app's own origin. */
function withSignIn(network: NetworkConfig, signIn: SignInProvider): NetworkConfig {
  return {
    ...network,
    signIn: { authority: signIn.authority, clientId: signIn.clientId, redirectUri: SIGN_IN_CALLBACK_PATH, scope: SIGN_IN_SCOPES },
  };
}

function adminsWith(admins: AdminRule, signIn: SignInProvider): AdminRule {
  return { ...admins, subjects: [...(admins.subjects ?? []), ...(signIn.adminSubjects ?? [])] };
}

function parseExternalSignIn(flags: ServerFlags): SignInProvider | undefined {
  const authority = flags['oidc-authority'];
  const clientId = flags['oidc-client-id'];
  if (authority === undefined && clientId === undefined) {
    if (flags['oidc-audience'] !== undefined) throw new UsageError('--oidc-audience goes with --oidc-authority and --oidc-client-id');
    return undefined;
  }
  if (authority === undefined || clientId === undefined) throw new UsageError('--oidc-authority and --oidc-client-id go together');
  if (!URL.canParse(authority) || !/^https?:$/.test(new URL(authority).protocol)) {
    throw new UsageError(`--oidc-authority must be the provider's http(s) issuer URL, not '${authority}'`);
  }
  const audience = flags['oidc-audience'];
  if (audience === undefined) {
    throw new UsageError(
      "--oidc-audience is required with --oidc-authority: the aud the provider's access tokens carry for this API (with Keycloak, " +
        'an audience mapper on the web app\'s client, e.g. tvmscan-registry); see "Sign-in with an external provider" in the README',
    );
  }
  return { authority, clientId, audience };
}

function parseAdmins(flags: ServerFlags): AdminRule {
  const subjects = flags['admin-subjects']
    ?.split(',')
    .map((subject) => subject.trim())
    .filter(Boolean);
  const claim = flags['admin-claim'];
  if (claim !== undefined && !/^[^=.\s]+(\.[^=.\s]+)*(=.+)?$/.test(claim)) {
    throw new UsageError(`--admin-claim takes NAME or NAME=VALUE (dotted names for nested claims), not '${claim}'`);
  }
  return { ...(subjects ? { subjects } : {}), ...(claim === undefined ? {} : { claim }) };
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

function parseHttpUrl(flag: string, text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  if (!URL.canParse(text) || !/^https?:$/.test(new URL(text).protocol)) throw new UsageError(`${flag} must be an http(s) URL, not '${text}'`);
  return text;
}

/** The read replicas of --read-database-url, and how far behind their primary they may be. */
function parseReplicas(flags: ServerFlags): ReplicaOptions | undefined {
  const urls = flags['read-database-url'] ?? [];
  if (urls.length === 0) {
    if (flags['max-replica-lag'] !== undefined) throw new UsageError('--max-replica-lag goes with --read-database-url');
    return undefined;
  }
  if (urls.some((url) => !URL.canParse(url) || !/^postgres(ql)?:$/.test(new URL(url).protocol))) {
    throw new UsageError('--read-database-url takes a postgres:// URL (postgres://user:password@host:port/db)');
  }
  if (!process.env['DATABASE_URL']) {
    throw new UsageError('--read-database-url needs DATABASE_URL: replicas are of a PostgreSQL primary, not of the embedded database');
  }
  return { urls, maxLagSeconds: parseWhole('--max-replica-lag', flags['max-replica-lag'], DEFAULT_MAX_REPLICA_LAG_S, 0, 86_400) };
}

/** Where /metrics listens, when --metrics-port asks for it. */
function parseMetricsPort(flags: ServerFlags): { port: number; host: string } | undefined {
  if (flags['metrics-port'] === undefined) {
    if (flags['metrics-host'] !== undefined) throw new UsageError('--metrics-host goes with --metrics-port');
    return undefined;
  }
  return { port: parseWhole('--metrics-port', flags['metrics-port'], 0, 0, 65_535), host: flags['metrics-host'] ?? DEFAULT_HOST };
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
