import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '@tvmscan/store';
import type { AccountStateReader } from './account-state-reader.js';
import { ApiError } from './http/api-error.js';
import { cacheShort, installEtags } from './http/caching.js';
import { registerDocs } from './http/docs.js';
import { DEFAULT_RESPONSE_CACHE, installResponseCache, type ResponseCacheOptions } from './http/response-cache.js';
import { installErrorHandler } from './http/error-handler.js';
import { registerCors, registerSecurityHeaders } from './http/security.js';
import { registerWebApp } from './http/web-app.js';
import { EVERSCALE } from './network/built-in-networks.js';
import { accountRoutes } from './routes/accounts.js';
import { blockRoutes } from './routes/blocks.js';
import type { ApiInstance, RouteContext } from './routes/context.js';
import { CurrentConfigCache } from './routes/current-config.js';
import { electionRoutes } from './routes/elections.js';
import { messageRoutes } from './routes/messages.js';
import { searchRoutes } from './routes/search.js';
import { statsRoutes } from './routes/stats.js';
import { transactionRoutes } from './routes/transactions.js';
import { NetworkConfigSchema, type NetworkConfig } from './schemas/network-config.js';

export const EXPLORER_PREFIX = '/api/explorer/v1';
/** Requests are small JSON objects: 64 KiB is far more than the largest valid one (a few filter arrays of 100). */
export const BODY_LIMIT = 64 * 1024;
export const DEFAULT_RATE_LIMIT = { max: 600, timeWindowMs: 60_000 } as const;

export interface ServerOptions {
  readonly database: Database;
  /** What `/config.json` serves; Everscale by default. */
  readonly network?: NetworkConfig;
  /** Where `/accounts/state` reads current states; without one, from the states the index stored. */
  readonly stateReader?: AccountStateReader;
  /** Requests per IP per window on the explorer API (600 a minute by default); false turns the limit off. */
  readonly rateLimit?: { max: number; timeWindowMs: number } | false;
  /** Answers kept in memory and given again while they hold (64 MiB by default); false turns the keeping off. */
  readonly responseCache?: ResponseCacheOptions | false;
  /** Origins allowed to call the API from a browser; none by default. */
  readonly corsOrigins?: string[];
  /** Trust X-Forwarded-* from a proxy (Fastify's `trustProxy`: true, or a list of addresses or CIDRs). */
  readonly trustProxy?: boolean | string;
  /** A built web app to serve, with index.html for paths that are no file. */
  readonly webRoot?: string;
  readonly logger?: boolean;
}

/** The explorer API under /api/explorer/v1, `/config.json`, the API documentation and, optionally, the web app. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: BODY_LIMIT,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  installErrorHandler(app, options.webRoot !== undefined);
  installEtags(app);
  registerSecurityHeaders(app);
  await registerCors(app, options.corsOrigins);
  await registerDocs(app);

  const network = options.network ?? EVERSCALE;
  app.get('/config.json', { schema: { tags: ['config'], response: { 200: NetworkConfigSchema } } }, async (_request, reply) => {
    cacheShort(reply);
    return network;
  });

  const db = options.database.db;
  const context: RouteContext = { db, stateReader: options.stateReader, config: new CurrentConfigCache(db) };
  const responseCache = options.responseCache ?? DEFAULT_RESPONSE_CACHE;
  await app.register(async (api: ApiInstance) => explorerApi(api, context, options.rateLimit ?? DEFAULT_RATE_LIMIT, responseCache), {
    prefix: EXPLORER_PREFIX,
  });

  if (options.webRoot !== undefined) await registerWebApp(app, options.webRoot);
  await app.ready();
  return app;
}

async function explorerApi(
  api: ApiInstance,
  context: RouteContext,
  limit: ServerOptions['rateLimit'],
  responseCache: ResponseCacheOptions | false,
): Promise<void> {
  if (limit) {
    await api.register(rateLimit, {
      max: limit.max,
      timeWindow: limit.timeWindowMs,
      errorResponseBuilder: (_request, info) =>
        new ApiError(429, 'TooManyRequests', `rate limit exceeded: at most ${info.max} requests in ${info.after}; try again later`),
    });
  }
  // A POST without a body is read as `{}`, so that the answer names the missing field rather than the body.
  api.addHook('preValidation', async (request) => {
    if (request.method === 'POST' && request.body === undefined) request.body = {};
  });
  if (responseCache) installResponseCache(api, context.db, responseCache);
  statsRoutes(api, context);
  accountRoutes(api, context);
  transactionRoutes(api, context);
  messageRoutes(api, context);
  blockRoutes(api, context);
  electionRoutes(api, context);
  searchRoutes(api, context);
}
