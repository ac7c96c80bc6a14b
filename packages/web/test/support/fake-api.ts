import type { ApiErrorBody, ExplorerRoute, NetworkConfig, RequestOf, ResponseOf, VerifyResponseOf, VerifyRoute } from '@tvmscan/api/contract';
import type { TokenParamsOf, TokenRequestOf, TokenResponseOf, TokenRoute } from '@tvmscan/api/token-contract';
import type { NftParamsOf, NftRequestOf, NftResponseOf, NftRoute } from '@tvmscan/api/nft-contract';
import { vi } from 'vitest';

/** An answer of the fake API to a call: the `data` of a success as the contract types it, or a status with an error body. */
export type FakeAnswer<Route extends ExplorerRoute> = { data: ResponseOf<Route> } | { status: number; body: ApiErrorBody };

/** How the fake API answers a call, given the body the contract types for it. */
export type FakeHandler<Route extends ExplorerRoute> = (body: RequestOf<Route>) => FakeAnswer<Route>;

/** The calls the fake API answers, keyed `METHOD path` as the contract names them. */
export type FakeHandlers = { [Route in ExplorerRoute]?: FakeHandler<Route> };

/**
 * How the fake verification service answers a call, keyed `METHOD path` with the path as the request names it
 * (`GET /info/code_hash/ab…`), or by the route's own key for a call without parameters. Answers are bare objects.
 */
export type FakeVerifyHandlers = Record<string, (body: unknown) => { body: unknown } | { status: number; body: ApiErrorBody }>;

/** A typed answer of the fake verification service for `route`. */
export function verifyAnswer<Route extends VerifyRoute>(_route: Route, body: VerifyResponseOf<Route>): { body: unknown } {
  return { body };
}

/** An answer of the fake token API: the `data` of a success as the token contract types it, or a status with an error body. */
export type FakeTokenAnswer<Route extends TokenRoute> = { data: TokenResponseOf<Route> } | { status: number; body: ApiErrorBody };

/** How the fake token API answers a call, given its body (POST) and its path parameters (GET). */
export type FakeTokenHandler<Route extends TokenRoute> = (body: TokenRequestOf<Route>, params: TokenParamsOf<Route>) => FakeTokenAnswer<Route>;

/** The token API calls the fake answers, keyed `METHOD path` with `:name` parameters as the token contract names them. */
export type FakeTokenHandlers = { [Route in TokenRoute]?: FakeTokenHandler<Route> };

/** An answer of the fake NFT calls (under the token API): the `data` of a success as the NFT contract types it, or a status with an error body. */
export type FakeNftAnswer<Route extends NftRoute> = { data: NftResponseOf<Route> } | { status: number; body: ApiErrorBody };

/** How the fake answers an NFT call, given its body (POST) and its path parameters (GET). */
export type FakeNftHandler<Route extends NftRoute> = (body: NftRequestOf<Route>, params: NftParamsOf<Route>) => FakeNftAnswer<Route>;

/** The NFT calls the fake answers, keyed `METHOD path` as the NFT contract names them; given with the token handlers, as they share its base. */
export type FakeNftHandlers = { [Route in NftRoute]?: FakeNftHandler<Route> };

export interface FakeApi {
  /** Every request made, as `METHOD path` with its parsed body. */
  requests: { call: string; body: unknown }[];
}

/**
 * Replaces `fetch` (the network boundary) by a server answering `/config.json` with `config`,
 * `METHOD /api/explorer/v1/...` calls with `handlers` and, where `config.api.tokens` is set, the token API's calls
 * with `tokenHandlers` and the NFT calls among them (recorded as `METHOD /path` under the token API, parameters filled in); anything else is 404.
 */
export function installFakeApi(
  config: NetworkConfig | null,
  handlers: FakeHandlers = {},
  tokenHandlers: FakeTokenHandlers & FakeNftHandlers = {},
  verify: FakeVerifyHandlers = {},
): FakeApi {
  const api: FakeApi = { requests: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/config.json') {
      return config ? json(200, config) : json(500, { error: { code: 'Internal', message: 'config broken' } });
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const tokensBase = config?.api.tokens;
    if (tokensBase && url.pathname.startsWith(`${tokensBase}/`)) {
      const path = url.pathname.slice(tokensBase.length);
      api.requests.push({ call: `${method} ${decodeURIComponent(path)}`, body });
      return answerTokenCall(tokenHandlers, method, path, body);
    }
    const verifyBase = config?.api.verify;
    if (verifyBase && url.pathname.startsWith(`${verifyBase}/`)) {
      const verifyCall = `${method} ${decodeURIComponent(url.pathname.slice(verifyBase.length))}`;
      api.requests.push({ call: verifyCall, body });
      const answer = verify[verifyCall]?.(body);
      if (!answer) return json(404, { error: { code: 'NotFound', message: `${verifyCall} not found` } });
      return 'status' in answer ? json(answer.status, answer.body) : json(200, answer.body);
    }
    const call = `${method} ${url.pathname.replace(config?.api.explorer ?? '', '')}`;
    api.requests.push({ call, body });
    const handler = handlers[call as ExplorerRoute] as ((body: unknown) => FakeAnswer<ExplorerRoute>) | undefined;
    if (!handler) return json(404, { error: { code: 'NotFound', message: `${call} not found` } });
    const answer = handler(body);
    return 'data' in answer ? json(200, { data: answer.data }) : json(answer.status, answer.body);
  });
  return api;
}

function answerTokenCall(handlers: FakeTokenHandlers & FakeNftHandlers, method: string, path: string, body: unknown): Response {
  for (const [route, handler] of Object.entries(handlers)) {
    const params = matchRoute(route, method, path);
    if (params === null) continue;
    const answer = (handler as (body: unknown, params: unknown) => FakeTokenAnswer<TokenRoute>)(body, params);
    return 'data' in answer ? json(200, { data: answer.data }) : json(answer.status, answer.body);
  }
  return json(404, { error: { code: 'NotFound', message: `${method} ${path} not found` } });
}

/** The path parameters when `route` ('GET /a/:b') is the call `method path`, else null. */
function matchRoute(route: string, method: string, path: string): Record<string, string> | null {
  const [routeMethod, routePath = ''] = route.split(' ');
  const names: string[] = [];
  const pattern = routePath.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const match = routeMethod === method ? new RegExp(`^${pattern}$`).exec(path) : null;
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1] ?? '')]));
}

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}
