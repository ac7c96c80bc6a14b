import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RawAddress } from '../contracts/shared/raw-address.js';
import { DevnetError } from '../errors.js';
import { MAX_BODY_BYTES, readBody, reply } from './http-io.js';
import { JrpcError, JRPC_INVALID_REQUEST, JRPC_METHOD_NOT_FOUND, JRPC_PARSE_ERROR } from './jrpc-error.js';
import { JRPC_METHODS, type JrpcBackend } from './jrpc-methods.js';
import { isTokenManifestRequest, serveTokenManifest, TOKEN_MANIFEST_PATH } from './token-manifest-route.js';
import { DEX_API_PATH, isUsdPriceRequest, serveUsdPrices } from './usd-price-route.js';
import { GIVER_PATH, isGiverRequest, serveGiver, type DevnetGiver } from './giver-route.js';
import { isUrlCollectionRequest, serveUrlCollection } from './url-collection-route.js';

export interface JrpcServer {
  readonly url: string;
  /** The base URL of the local price service (a DEX API's `currencies_usdt_prices`); null when it serves no prices. */
  readonly dexApiUrl: string | null;
  /** The URL of the devnet's token manifest; null when it serves none. */
  readonly tokenManifestUrl: string | null;
  /** The giver's URL (POST `{ address }` tops it up), for the devnet's local wallet; null when it serves no giver. */
  readonly giverUrl: string | null;
  /** `http://host:port`, where it also serves the metadata of the devnet's URL collection (`/nft-metadata/url-collection/`). */
  readonly origin: string;
  close(): Promise<void>;
}

interface JrpcServerOptions {
  port: number;
  host?: string;
  /** USD prices by raw token address: with them the server also answers as a DEX API's price service. */
  usdPrices?: ReadonlyMap<RawAddress, string>;
  /** A token manifest: with it the server also answers it at `/tokens/manifest.json`. */
  tokenManifest?: object;
  /** With a giver the server also tops addresses up at `/giver`. */
  giver?: DevnetGiver;
}

/**
 * Serves the devnet's JSON-RPC 2.0 endpoint (POST) on `host:port` (port 0 picks a free one), with `usdPrices` the local
 * price service at `/dex/currencies_usdt_prices`, with `tokenManifest` the manifest of the devnet's tokens at
 * `/tokens/manifest.json`, and with `giver` the giver at `/giver`. Any origin may call it: the explorer's local wallet
 * does so from the browser.
 */
export async function startJrpcServer(backend: JrpcBackend, options: JrpcServerOptions): Promise<JrpcServer> {
  const { usdPrices, tokenManifest, giver } = options;
  let origin = '';
  const server = createServer((request, response) => {
    allowAnyOrigin(response);
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    const route =
      usdPrices !== undefined && isUsdPriceRequest(request)
        ? serveUsdPrices(usdPrices, request, response)
        : tokenManifest !== undefined && isTokenManifestRequest(request)
          ? serveTokenManifest(tokenManifest, request, response)
          : giver !== undefined && isGiverRequest(request)
            ? serveGiver(giver, request, response)
            : isUrlCollectionRequest(request)
              ? serveUrlCollection(origin, request, response)
              : handle(backend, request, response);
    route.catch((error: unknown) => {
      if (!response.headersSent) reply(response, 500, { jsonrpc: '2.0', id: null, error: { code: -32603, message: String(error) } });
    });
  });
  const host = options.host ?? '127.0.0.1';
  await listen(server, options.port, host);
  const { port } = server.address() as AddressInfo;
  origin = `http://${host}:${port}`;
  return {
    origin,
    url: `${origin}/rpc`,
    dexApiUrl: usdPrices === undefined ? null : `${origin}${DEX_API_PATH}`,
    tokenManifestUrl: tokenManifest === undefined ? null : `${origin}${TOKEN_MANIFEST_PATH}`,
    giverUrl: giver === undefined ? null : `${origin}${GIVER_PATH}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

async function handle(backend: JrpcBackend, request: IncomingMessage, response: ServerResponse): Promise<void> {
  if (request.method !== 'POST') {
    reply(response, 405, { jsonrpc: '2.0', id: null, error: { code: JRPC_INVALID_REQUEST, message: 'send JSON-RPC requests with POST' } });
    return;
  }
  const body = await readBody(request);
  if (body === null) {
    reply(response, 413, {
      jsonrpc: '2.0',
      id: null,
      error: { code: JRPC_INVALID_REQUEST, message: `the request is larger than ${MAX_BODY_BYTES} bytes` },
    });
    return;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    reply(response, 200, { jsonrpc: '2.0', id: null, error: { code: JRPC_PARSE_ERROR, message: 'the request is not JSON' } });
    return;
  }
  reply(response, 200, answer(backend, parsed));
}

function answer(backend: JrpcBackend, request: unknown): object {
  const envelope = request as { id?: unknown; method?: unknown; params?: unknown };
  const id = typeof envelope?.id === 'string' || typeof envelope?.id === 'number' ? envelope.id : null;
  try {
    if (typeof envelope !== 'object' || envelope === null || typeof envelope.method !== 'string') {
      throw new JrpcError(JRPC_INVALID_REQUEST, 'a JSON-RPC request needs a method');
    }
    const method = Object.hasOwn(JRPC_METHODS, envelope.method) ? JRPC_METHODS[envelope.method] : undefined;
    if (method === undefined) throw new JrpcError(JRPC_METHOD_NOT_FOUND, `unknown method ${envelope.method}`);
    const params = typeof envelope.params === 'object' && envelope.params !== null ? (envelope.params as Record<string, unknown>) : {};
    return { jsonrpc: '2.0', id, result: method(backend, params) };
  } catch (error) {
    if (error instanceof JrpcError) return { jsonrpc: '2.0', id, error: { code: error.rpcCode, message: error.message } };
    throw error;
  }
}

/** CORS for every origin: a preflight is answered with 204 and these headers. */
function allowAnyOrigin(response: ServerResponse): void {
  response.setHeader('access-control-allow-origin', '*');
  response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
  response.setHeader('access-control-allow-headers', 'content-type');
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(new DevnetError('bad-options', `cannot listen on ${host}:${port}: ${error.code ?? error.message}`)),
    );
    server.listen(port, host, () => resolve());
  });
}
