import type { ApiErrorBody, ExplorerRoute, NetworkConfig, RequestOf, ResponseOf, VerifyResponseOf, VerifyRoute } from '@tvmscan/api/contract';
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

export interface FakeApi {
  /** Every request made, as `METHOD path` with its parsed body. */
  requests: { call: string; body: unknown }[];
}

/**
 * Replaces `fetch` (the network boundary) by a server answering `/config.json` with `config`
 * and `METHOD /api/explorer/v1/...` calls with `handlers`; anything else is 404.
 */
export function installFakeApi(config: NetworkConfig | null, handlers: FakeHandlers = {}, verify: FakeVerifyHandlers = {}): FakeApi {
  const api: FakeApi = { requests: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/config.json') {
      return config ? json(200, config) : json(500, { error: { code: 'Internal', message: 'config broken' } });
    }
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
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

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}
