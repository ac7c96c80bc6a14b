import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@tvmscan/store';
import type { AccountStateReader } from './account-state-reader.js';
import type { ContractVerifier } from './contract-verifier.js';
import { installApiKeys } from './auth/api-key-callers.js';
import { Authentication, type AuthOptions } from './auth/authentication.js';
import { cacheShort, installEtags } from './http/caching.js';
import { compressAnswers } from './http/compression.js';
import {
  DEFAULT_CONNECTIONS_PER_IP,
  DEFAULT_HTTP_TIMEOUTS,
  limitConnectionsPerIp,
  TIMEOUT_CHECK_INTERVAL_MS,
  type HttpTimeouts,
} from './http/connection-limits.js';
import { registerDocs } from './http/docs.js';
import { registerHealthRoutes, type ReadinessOptions } from './http/health.js';
import { DEFAULT_RATE_LIMIT, registerRateLimit, type RateLimit } from './http/rate-limit.js';
import { registerRegistryDocs } from './http/registry-docs.js';
import { SystemListRefresher, type TokenManifestOptions } from './manifests/system-list-refresher.js';
import { registerTokenDocs } from './http/token-docs.js';
import { NFT_ROUTE_DOCS } from './http/nft-route-docs.js';
import { TOKEN_ROUTE_DOCS } from './http/token-route-docs.js';
import { registerVerifyDocs } from './http/verify-docs.js';
import { DEFAULT_RESPONSE_CACHE, installResponseCache, type ResponseCacheOptions } from './http/response-cache.js';
import { installRouteDocs } from './http/route-docs.js';
import { installErrorHandler } from './http/error-handler.js';
import { answerClientError, answerFrameworkError, refuseUnknownExpectations } from './http/framework-errors.js';
import { newRequestId, sendRequestIds } from './http/request-ids.js';
import { registerCors, registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { EVERSCALE } from './network/built-in-networks.js';
import { DexPriceFetcher, type DexPriceOptions } from './prices/dex-price-fetcher.js';
import { accountRoutes } from './routes/accounts.js';
import { blockRoutes } from './routes/blocks.js';
import type { ApiInstance, RouteContext } from './routes/context.js';
import { CurrentConfigCache } from './routes/current-config.js';
import { electionRoutes } from './routes/elections.js';
import { messageRoutes } from './routes/messages.js';
import { nftCollectionRoutes } from './routes/nft-collections.js';
import { nftEventRoutes } from './routes/nft-events.js';
import { nftItemRoutes } from './routes/nft-items.js';
import { nftIndexRoutes } from './routes/nft-indexes.js';
import { nftMultiTokenRoutes } from './routes/nft-multi.js';
import { registryAuthRoutes, type RegistryContext } from './routes/registry-auth.js';
import { tokenListAuthorizedRoutes } from './routes/token-lists-authorized.js';
import { tokenListPublicRoutes } from './routes/token-lists-public.js';
import { registryTokenAssetRoutes } from './routes/registry-token-assets.js';
import { searchRoutes } from './routes/search.js';
import { statsRoutes } from './routes/stats.js';
import { historyRoutes } from './routes/history.js';
import { tokenBalanceRoutes } from './routes/token-balances.js';
import { tokenRootRoutes } from './routes/token-roots.js';
import { tokenStatsRoutes } from './routes/token-stats.js';
import { tokenTransactionRoutes } from './routes/token-transactions.js';
import { transactionRoutes } from './routes/transactions.js';
import { verifyRoutes } from './routes/verify.js';
import { REGISTRY_PREFIX } from './registry-prefix.js';
import { NetworkConfigSchema, type NetworkConfig } from './schemas/network-config.js';

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
  /** Where the server fetches token USD prices in the background (the DEX API); without a URL only a warning is logged. */
  readonly dexPrices?: DexPriceOptions;
  /** The token manifests the system token list is built from, refreshed in the background. */
  readonly tokenManifests?: TokenManifestOptions;
  /** A built web app to serve, with index.html for app routes. */
  readonly webRoot?: string;
  readonly log?: LogOptions;
  /** What `/ready` checks besides the database answering: the indexer of the same process, and the index's lag. */
  readonly readiness?: ReadinessOptions;
}

/**
 * The explorer API under /api/explorer/v1, the registry and token APIs, `/config.json`, the API documentation and,
 * optionally, the web app; the DEX price fetcher runs while the server is open.
 */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const timeouts = options.timeouts ?? DEFAULT_HTTP_TIMEOUTS;
  const app = Fastify({
    logger: options.log ? { level: options.log.level, ...(options.log.stream ? { stream: options.log.stream } : {}) } : false,
    genReqId: newRequestId,
    trustProxy: trustedProxies(options.trustProxy),
    bodyLimit: BODY_LIMIT,
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.idleMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS },
    clientErrorHandler: answerClientError,
    frameworkErrors: answerFrameworkError,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();
  const connectionsPerIp = options.connectionsPerIp ?? DEFAULT_CONNECTIONS_PER_IP;
  if (connectionsPerIp !== false) limitConnectionsPerIp(app.server, connectionsPerIp);
  refuseUnknownExpectations(app.server);
  // A text/plain body is not JSON: it gets 415 like any other media type, rather than being read as a string.
  app.removeContentTypeParser('text/plain');

  sendRequestIds(app);
  installErrorHandler(app, options.webRoot !== undefined);
  installEtags(app);
  const network = options.network ?? EVERSCALE;
  registerSecurityHeaders(app, network.signIn?.authority, network.localWallet ? [network.localWallet.endpoint, network.localWallet.giver] : []);
  await registerCors(app, options.corsOrigins);
  await registerDocs(app);

  app.get('/config.json', { schema: { tags: ['config'], response: { 200: NetworkConfigSchema } } }, async (_request, reply) => {
    cacheShort(reply);
    return network;
  });
  registerHealthRoutes(app, options.database, options.readiness);

  const db = options.database.db;
  installApiKeys(app, db);
  const context: RouteContext = { db, stateReader: options.stateReader, config: new CurrentConfigCache(db), verifier: options.verifier };
  const responseCache = options.responseCache ?? DEFAULT_RESPONSE_CACHE;
  const rateLimit = options.rateLimit ?? DEFAULT_RATE_LIMIT;
  await app.register(async (api: ApiInstance) => explorerApi(api, context, rateLimit, responseCache), {
    prefix: EXPLORER_PREFIX,
  });
  const registry: RegistryContext = { db, auth: new Authentication(db, options.auth) };
  await app.register(async (api: ApiInstance) => registryApi(api, registry, rateLimit, network), { prefix: REGISTRY_PREFIX });
  registerRegistryDocs(app, REGISTRY_PREFIX);
  await app.register(async (api: ApiInstance) => tokenApi(api, context, rateLimit, responseCache), { prefix: TOKEN_PREFIX });
  registerTokenDocs(app, TOKEN_PREFIX);
  const verifier = options.verifier;
  if (verifier) {
    await app.register(async (api: ApiInstance) => verifyApi(api, verifier, rateLimit), { prefix: VERIFY_PREFIX });
    registerVerifyDocs(app, VERIFY_PREFIX);
  }
  // After the API's registration, so that the API's routes, which compress after their response cache, skip it.
  compressAnswers(app);

  if (options.webRoot !== undefined) await registerWebApp(app, options.webRoot);
  const prices = new DexPriceFetcher(db, app.log, options.dexPrices ?? {});
  app.addHook('onClose', () => prices.stop());
  const systemList = new SystemListRefresher(db, app.log, options.tokenManifests ?? {});
  app.addHook('onClose', () => systemList.stop());
  await app.ready();
  prices.start();
  systemList.start();
  return app;
}

async function explorerApi(
  api: ApiInstance,
  context: RouteContext,
  limit: ServerOptions['rateLimit'],
  responseCache: ResponseCacheOptions | false,
): Promise<void> {
  await setUpApi(api, limit);
  cacheAndCompress(api, context.db, responseCache);
  installRouteDocs(api, EXPLORER_PREFIX);
  statsRoutes(api, context);
  historyRoutes(api, context);
  accountRoutes(api, context);
  transactionRoutes(api, context);
  messageRoutes(api, context);
  blockRoutes(api, context);
  electionRoutes(api, context);
  searchRoutes(api, context);
}

/** The token API of spec 001 §7 Tokens API and the NFT reads: read from the token and NFT tables the indexer derives, cached like the explorer API. */
async function tokenApi(
  api: ApiInstance,
  context: RouteContext,
  limit: ServerOptions['rateLimit'],
  responseCache: ResponseCacheOptions | false,
): Promise<void> {
  await setUpApi(api, limit);
  cacheAndCompress(api, context.db, responseCache);
  installRouteDocs(api, TOKEN_PREFIX, {
    summaries: { ...TOKEN_ROUTE_DOCS.summaries, ...NFT_ROUTE_DOCS.summaries },
    lookups: new Set([...TOKEN_ROUTE_DOCS.lookups, ...NFT_ROUTE_DOCS.lookups]),
  });
  tokenRootRoutes(api, context);
  tokenBalanceRoutes(api, context);
  tokenTransactionRoutes(api, context);
  tokenStatsRoutes(api, context);
  nftCollectionRoutes(api, context);
  nftItemRoutes(api, context);
  nftEventRoutes(api, context);
  nftIndexRoutes(api, context);
  nftMultiTokenRoutes(api, context);
}

/** The registry API of spec 001 §7: sign-in, API keys, token lists and token (asset) information. */
async function registryApi(api: ApiInstance, context: RegistryContext, limit: ServerOptions['rateLimit'], network: NetworkConfig): Promise<void> {
  await setUpApi(api, limit);
  registryAuthRoutes(api, context);
  tokenListPublicRoutes(api, context);
  tokenListAuthorizedRoutes(api, context);
  registryTokenAssetRoutes(api, { ...context, verificationAddress: network.tokenVerificationAddress, registryPrefix: REGISTRY_PREFIX });
}

/** The verification service of spec 001 §7. */
async function verifyApi(api: ApiInstance, verifier: ContractVerifier, limit: ServerOptions['rateLimit']): Promise<void> {
  await setUpApi(api, limit);
  verifyRoutes(api, verifier);
}

/** What every API of the server does first: its rate limit, and a POST, PUT or DELETE without a body read as `{}`, so that the answer names the missing field rather than the body. */
const BODY_METHODS = new Set(['POST', 'PUT', 'DELETE']);

async function setUpApi(api: ApiInstance, limit: ServerOptions['rateLimit']): Promise<void> {
  if (limit) await registerRateLimit(api, limit);
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
