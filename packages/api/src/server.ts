import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import type { Database } from '@tvmscan/store';
import type { AccountStateReader } from './account-state-reader.js';
import type { ContractVerifier } from './contract-verifier.js';
import type { MessageEmulator } from './message-emulator.js';
import { installApiKeys } from './auth/api-key-callers.js';
import { Authentication, type AuthOptions } from './auth/authentication.js';
import { cacheShort, installEtags } from './http/caching.js';
import { compressAnswers } from './http/compression.js';
import {
  DEFAULT_CONNECTIONS_PER_IP,
  DEFAULT_HTTP_TIMEOUTS,
  DEFAULT_MAX_CONNECTIONS,
  limitConnections,
  TIMEOUT_CHECK_INTERVAL_MS,
  type HttpTimeouts,
} from './http/connection-limits.js';
import { registerDocs } from './http/docs.js';
import { registerHealthRoutes, type ReadinessOptions } from './http/health.js';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimit } from './http/rate-limit.js';
import { dropEndedWindowsWhileOpen } from './http/shared-rate-limit-store.js';
import { registerRegistryDocs } from './http/registry-docs.js';
import { SystemListRefresher, type TokenManifestOptions } from './manifests/system-list-refresher.js';
import { registerTokenDocs } from './http/token-docs.js';
import { NFT_ROUTE_DOCS } from './http/nft-route-docs.js';
import { TOKEN_ROUTE_DOCS } from './http/token-route-docs.js';
import { registerVerifyDocs } from './http/verify-docs.js';
import { DEFAULT_RESPONSE_CACHE, installResponseCache, type ResponseCacheOptions } from './http/response-cache.js';
import { installRouteDocs } from './http/route-docs.js';
import { ErrorBody } from './schemas/error-body.js';
import { REGISTRY_ROUTE_DOCS } from './http/registry-route-docs.js';
import { VERIFY_ROUTE_DOCS } from './http/verify-route-docs.js';
import { installErrorHandler } from './http/error-handler.js';
import { loggableError } from './http/loggable-error.js';
import { answerClientError, answerFrameworkError, refuseUnknownExpectations } from './http/framework-errors.js';
import { newRequestId, sendRequestIds } from './http/request-ids.js';
import { registerCors, registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { installServerMetrics } from './metrics/server-metrics.js';
import { EVERSCALE } from './network/built-in-networks.js';
import { DexPriceFetcher, type DexPriceOptions } from './prices/dex-price-fetcher.js';
import { ACCOUNT_HANDLERS } from './routes/accounts.js';
import { BLOCK_HANDLERS } from './routes/blocks.js';
import type { ApiInstance, RouteContext } from './routes/context.js';
import { CurrentConfigCache } from './routes/current-config.js';
import { ELECTION_HANDLERS } from './routes/elections.js';
import { HISTORY_HANDLERS } from './routes/history.js';
import { MESSAGE_HANDLERS } from './routes/messages.js';
import { NFT_COLLECTION_HANDLERS } from './routes/nft-collections.js';
import { NFT_EVENT_HANDLERS } from './routes/nft-events.js';
import { NFT_INDEX_HANDLERS } from './routes/nft-indexes.js';
import { NFT_ITEM_HANDLERS } from './routes/nft-items.js';
import { NFT_MULTI_TOKEN_HANDLERS } from './routes/nft-multi.js';
import { API_KEY_HANDLERS } from './routes/registry-api-keys.js';
import { REGISTRY_AUTH_HANDLERS } from './routes/registry-auth.js';
import type { RegistryContext } from './routes/registry-context.js';
import { registerApprovedLogos, TOKEN_ASSET_HANDLERS } from './routes/registry-token-assets.js';
import { registerTable } from './routes/route-table.js';
import { ACTION_HANDLERS } from './routes/actions.js';
import { EMULATION_HANDLERS } from './routes/emulation.js';
import { SEARCH_HANDLERS } from './routes/search.js';
import { STATS_HANDLERS } from './routes/stats.js';
import { TOKEN_BALANCE_HANDLERS } from './routes/token-balances.js';
import { AUTHORIZED_TOKEN_LIST_HANDLERS } from './routes/token-lists-authorized.js';
import { PUBLIC_TOKEN_LIST_HANDLERS } from './routes/token-lists-public.js';
import { TOKEN_ROOT_HANDLERS } from './routes/token-roots.js';
import { TOKEN_ALIAS_HANDLERS } from './routes/token-aliases.js';
import { TOKEN_STATS_HANDLERS } from './routes/token-stats.js';
import { TOKEN_TRANSACTION_HANDLERS } from './routes/token-transactions.js';
import { TRANSACTION_HANDLERS } from './routes/transactions.js';
import { VERIFY_HANDLERS } from './routes/verify.js';
import { SIGNED_VERIFY_HANDLERS } from './routes/verify-signed.js';
import { requireSignatures } from './auth/request-signatures.js';
import { REGISTRY_PREFIX } from './registry-prefix.js';
import { EXPLORER_ROUTES } from './schemas/explorer-routes.js';
import { NFT_ROUTES } from './schemas/nft-routes.js';
import { REGISTRY_ROUTES } from './schemas/registry-routes.js';
import { TOKEN_ROUTES } from './schemas/token-routes.js';
import { SIGNED_VERIFY_ROUTES, VERIFY_ROUTES } from './schemas/verify-routes.js';
import { NetworkConfigSchema, type NetworkConfig } from './schemas/network-config.js';
import { DEFAULT_STREAM_OPTIONS, StreamHub, type StreamOptions } from './streams/stream-hub.js';
import { registerStreamRoute } from './streams/stream-route.js';

export const EXPLORER_PREFIX = '/api/explorer/v1';
/** Requests are small JSON objects: 64 KiB is far more than the largest valid one (a few filter arrays of 100). */
export const BODY_LIMIT = 64 * 1024;
export { REGISTRY_PREFIX };
export const TOKEN_PREFIX = '/api/tokens/v1';
export const VERIFY_PREFIX = '/api/verify';

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
export const LOG_LEVELS: readonly LogLevel[] = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Where the server logs (JSON lines, each request's lines naming its id) and from which level; silent by default. */
export interface LogOptions {
  readonly level: LogLevel;
  readonly stream?: { write(line: string): void };
}

export interface ServerOptions {
  readonly database: Database;
  /** What `/config.json` serves; Everscale by default. */
  readonly network?: NetworkConfig;
  /** Where `/accounts/state` reads current states; without one, from the states the index stored. */
  readonly stateReader?: AccountStateReader;
  /**
   * Requests per IP per window on each API (600 a minute by default), and per API key for requests carrying an
   * active one (`perKeyMax`, 6000 by default); false turns the limit off.
   */
  readonly rateLimit?: RateLimit | false;
  /** The identity provider whose access tokens the registry API accepts, and its admins; without it sign-in is off (401). */
  readonly auth?: AuthOptions;
  /** The verification service /api/verify answers from; without one, /api/verify is not served. */
  readonly verifier?: ContractVerifier;
  /** What /traces/emulate runs messages with; without one it answers that emulation is not served here (404). */
  readonly emulator?: MessageEmulator;
  /** The wallet contracts known by code hash (hash → standard name), which make an account a wallet; none by default. */
  readonly walletStandards?: ReadonlyMap<string, string>;
  /** Answers kept in memory and given again while they hold (64 MiB by default); false turns the keeping off. */
  readonly responseCache?: ResponseCacheOptions | false;
  /** Origins allowed to call the API from a browser; none by default. */
  readonly corsOrigins?: string[];
  /**
   * Take the client address and protocol from X-Forwarded-* when the request came through trusted proxies: a number
   * of proxy hops in front of the server, or the proxies' addresses and CIDRs. The client address is then the
   * right-most one the trusted hops did not add, so a client-written X-Forwarded-For changes nothing.
   */
  readonly trustProxy?: number | readonly string[];
  /** How long a client may take to send its request, and keep an idle connection (10 s, 30 s and 5 s by default). */
  readonly timeouts?: HttpTimeouts;
  /** Open connections per client address (64 by default); false turns the cap off. */
  readonly connectionsPerIp?: number | false;
  /** Open connections in all (1024 by default; at the cap the busiest address gives way to others); false turns the cap off. */
  readonly maxConnections?: number | false;
  /** Where the server fetches token USD prices in the background (the DEX API); without a URL only a warning is logged. */
  readonly dexPrices?: DexPriceOptions;
  /** The token manifests the system token list is built from, refreshed in the background. */
  readonly tokenManifests?: TokenManifestOptions;
  /** A built web app to serve, with index.html for app routes. */
  readonly webRoot?: string;
  readonly log?: LogOptions;
  /** What `/ready` checks besides the database answering: the indexer of the same process, and the index's lag. */
  readonly readiness?: ReadinessOptions;
  /** The process's Prometheus registry, to which the server adds its series (see `listenMetrics`); none by default. */
  readonly metrics?: Registry;
  /** The explorer API's event stream (`GET /stream`): its caps, heartbeat and replay window; false does not serve it. */
  readonly streams?: Partial<StreamOptions> | false;
}

/**
 * The explorer API under /api/explorer/v1, the registry and token APIs, `/config.json`, the API documentation and,
 * optionally, the web app; the DEX price fetcher runs while the server is open.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    // An error is logged without the values a user sent (`loggableError`): a failed query's parameters, e-mails.
    logger: options.log
      ? { level: options.log.level, serializers: { err: loggableError }, ...(options.log.stream ? { stream: options.log.stream } : {}) }
      : false,
    genReqId: newRequestId,
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: BODY_LIMIT,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    // `verbose` gives each failure its schema, so that a refusal can say what the field takes (http/validation-errors.ts).
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false, verbose: true } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  limitConnections(app.server, {
    perIp: options.connectionsPerIp ?? DEFAULT_CONNECTIONS_PER_IP,
    total: options.maxConnections ?? DEFAULT_MAX_CONNECTIONS,
  });
  refuseUnknownExpectations(app.server);
  // A text/plain body is not JSON: it gets 415 like any other media type, rather than being read as a string.
  app.removeContentTypeParser('text/plain');

  sendRequestIds(app);
  if (options.metrics) installServerMetrics(app, options.metrics, options.database);
  installErrorHandler(app, options.webRoot !== undefined);
  installEtags(app);
  const network = options.network ?? EVERSCALE;
  registerSecurityHeaders(app, network.signIn?.authority, network.localWallet ? [network.localWallet.endpoint, network.localWallet.giver] : []);
  await registerCors(app, options.corsOrigins);
  await registerDocs(app);

  const configSchema = {
    tags: ['config'],
    summary: 'The network this explorer shows: its names, token, API addresses, sign-in provider and limits',
    response: { 200: NetworkConfigSchema, 500: { description: 'Internal: the server failed', ...ErrorBody } },
  };
  app.get('/config.json', { schema: configSchema }, async (_request, reply) => {
    cacheShort(reply);
    return network;
  });
  registerHealthRoutes(app, options.database, options.readiness);

  // Registry writes, and the reads that must see them at once (API keys, sign-in, token lists), stay on the primary;
  // the chain's reads go to the read replicas when there are some.
  const db = options.database.db;
  installApiKeys(app, db);
  const context: RouteContext = {
    db: options.database.reads?.db ?? db,
    stateReader: options.stateReader,
    config: new CurrentConfigCache(db),
    verifier: options.verifier,
    emulator: options.emulator,
    walletStandards: options.walletStandards ?? new Map(),
  };
  const responseCache = options.responseCache ?? DEFAULT_RESPONSE_CACHE;
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  if (rateLimit && 'sharedIn' in rateLimit && rateLimit.sharedIn) dropEndedWindowsWhileOpen(app, rateLimit.sharedIn);
  await app.register(async (api: ApiInstance) => explorerApi(api, context, rateLimit, responseCache), {
    prefix: EXPLORER_PREFIX,
  });
  const registry: RegistryContext = { db, verificationAddress: network.tokenVerificationAddress, registryPrefix: REGISTRY_PREFIX };
  const auth = new Authentication(db, options.auth);
  await app.register(async (api: ApiInstance) => registryApi(api, registry, auth, rateLimit), { prefix: REGISTRY_PREFIX });
  registerRegistryDocs(app, REGISTRY_PREFIX);
  const streams =
    options.streams === false ? undefined : new StreamHub(options.database, context, app.log, { ...DEFAULT_STREAM_OPTIONS, ...options.streams });
  if (streams) await app.register(async (api: ApiInstance) => registerStreamRoute(api, streams), { prefix: EXPLORER_PREFIX });
  await app.register(async (api: ApiInstance) => tokenApi(api, context, rateLimit, responseCache), { prefix: TOKEN_PREFIX });
  registerTokenDocs(app, TOKEN_PREFIX);
  const verifier = options.verifier;
  if (verifier) {
    await app.register(async (api: ApiInstance) => verifyApi(api, verifier, db, rateLimit), { prefix: VERIFY_PREFIX });
    registerVerifyDocs(app, VERIFY_PREFIX);
  }
  // After the API's registration, so that the API's routes, which compress after their response cache, skip it.
  compressAnswers(app);

  if (options.webRoot !== undefined) await registerWebApp(app, options.webRoot);
  const prices = new DexPriceFetcher(db, app.log, options.dexPrices ?? {});
  app.addHook('onClose', () => prices.stop());
  const systemList = new SystemListRefresher(db, app.log, options.tokenManifests ?? {});
  app.addHook('onClose', () => systemList.stop());
  if (streams) app.addHook('preClose', () => streams.close());
  await app.ready();
  await streams?.start();
  prices.start();
  systemList.start();
  return app;
}

/** The handlers of every explorer call; registering them holds them to the route table. */
const EXPLORER_HANDLERS = {
  ...STATS_HANDLERS,
  ...HISTORY_HANDLERS,
  ...ACCOUNT_HANDLERS,
  ...TRANSACTION_HANDLERS,
  ...MESSAGE_HANDLERS,
  ...BLOCK_HANDLERS,
  ...ELECTION_HANDLERS,
  ...SEARCH_HANDLERS,
  ...ACTION_HANDLERS,
  ...EMULATION_HANDLERS,
};

async function explorerApi(
  api: ApiInstance,
  context: RouteContext,
  limit: ServerOptions['rateLimit'],
  responseCache: ResponseCacheOptions | false,
): Promise<void> {
  await setUpApi(api, limit, EXPLORER_PREFIX);
  cacheAndCompress(api, context.db, responseCache);
  installRouteDocs(api, EXPLORER_PREFIX);
  registerTable(api, EXPLORER_ROUTES, EXPLORER_HANDLERS, context);
}

/** The token API of spec 001 §7 Tokens API and the NFT reads: read from the token and NFT tables the indexer derives, cached like the explorer API. */
async function tokenApi(
  api: ApiInstance,
  context: RouteContext,
  limit: ServerOptions['rateLimit'],
  responseCache: ResponseCacheOptions | false,
): Promise<void> {
  await setUpApi(api, limit, TOKEN_PREFIX);
  cacheAndCompress(api, context.db, responseCache);
  installRouteDocs(api, TOKEN_PREFIX, {
    summaries: { ...TOKEN_ROUTE_DOCS.summaries, ...NFT_ROUTE_DOCS.summaries },
    lookups: new Set([...TOKEN_ROUTE_DOCS.lookups, ...NFT_ROUTE_DOCS.lookups]),
  });
  registerTable(
    api,
    TOKEN_ROUTES,
    { ...TOKEN_ROOT_HANDLERS, ...TOKEN_BALANCE_HANDLERS, ...TOKEN_TRANSACTION_HANDLERS, ...TOKEN_STATS_HANDLERS, ...TOKEN_ALIAS_HANDLERS },
    context,
  );
  registerTable(
    api,
    NFT_ROUTES,
    { ...NFT_COLLECTION_HANDLERS, ...NFT_ITEM_HANDLERS, ...NFT_EVENT_HANDLERS, ...NFT_INDEX_HANDLERS, ...NFT_MULTI_TOKEN_HANDLERS },
    context,
  );
}

/**
 * The registry API of spec 001 §7: sign-in, API keys, token lists and token (asset) information.
 */
async function registryApi(api: ApiInstance, context: RegistryContext, auth: Authentication, limit: ServerOptions['rateLimit']): Promise<void> {
  await setUpApi(api, limit, REGISTRY_PREFIX);
  installRouteDocs(api, REGISTRY_PREFIX, REGISTRY_ROUTE_DOCS);
  const handlers = {
    ...REGISTRY_AUTH_HANDLERS,
    ...API_KEY_HANDLERS,
    ...PUBLIC_TOKEN_LIST_HANDLERS,
    ...AUTHORIZED_TOKEN_LIST_HANDLERS,
    ...TOKEN_ASSET_HANDLERS,
  };
  registerTable(api, REGISTRY_ROUTES, handlers, context, { auth });
  registerApprovedLogos(api, context);
}

/** The verification service of spec 001 §7, whose answers are the spec's shapes without the `{ data }` envelope. */
async function verifyApi(api: ApiInstance, verifier: ContractVerifier, db: Database['db'], limit: ServerOptions['rateLimit']): Promise<void> {
  await setUpApi(api, limit, VERIFY_PREFIX);
  installRouteDocs(api, VERIFY_PREFIX, VERIFY_ROUTE_DOCS);
  registerTable(api, VERIFY_ROUTES, VERIFY_HANDLERS, verifier, { bare: true });
  await api.register(async (signed: ApiInstance) => {
    requireSignatures(signed, db);
    registerTable(signed, SIGNED_VERIFY_ROUTES, SIGNED_VERIFY_HANDLERS, verifier, { bare: true });
  });
}

/** What every API of the server does first: its rate limit, and a POST, PUT or DELETE without a body read as `{}`, so that the answer names the missing field rather than the body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE']);

async function setUpApi(api: ApiInstance, limit: ServerOptions['rateLimit'], prefix: string): Promise<void> {
  if (limit) await registerRateLimit(api, limit, prefix);
  api.addHook('preValidation', async (request) => {
    if (BODY_METHODS.has(request.method) && request.body === undefined) request.body = {};
  });
}

/** The read APIs' answers: kept in the response cache, then compressed. */
function cacheAndCompress(api: ApiInstance, db: RouteContext['db'], responseCache: ResponseCacheOptions | false): void {
  if (responseCache) installResponseCache(api, db, responseCache);
  compressAnswers(api);
}

/** Fastify's `trustProxy`: nothing, the first `hops` hops, or the proxies' addresses (never "every hop"). */
function trustedProxies(trust: ServerOptions['trustProxy']): ((address: string, hop: number) => boolean) | string[] | false {
  if (trust === undefined) return false;
  if (typeof trust !== 'number') return [...trust];
  const hops = trust;
  return (_address, hop) => hop < hops;
}
