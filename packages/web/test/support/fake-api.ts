import type { ApiErrorBody, ExplorerRoute, NetworkConfig, RequestOf, ResponseOf } from '@tvmscan/api/contract';
import { vi } from 'vitest';

/** An answer of the fake API to a call: the `data` of a success as the contract types it, or a status with an error body. */
export type FakeAnswer<Route extends ExplorerRoute> = { data: ResponseOf<Route> } | { status: number; body: ApiErrorBody };

/** How the fake API answers a call, given the body the contract types for it. */
export type FakeHandler<Route extends ExplorerRoute> = (body: RequestOf<Route>) => FakeAnswer<Route>;

/** The calls the fake API answers, keyed `METHOD path` as the contract names them. */
export type FakeHandlers = { [Route in ExplorerRoute]?: FakeHandler<Route> };

export interface FakeApi {
  /** Every request made, as `METHOD path` with its parsed body. */
  requests: { call: string; body: unknown }[];
}

/**
 * Replaces `fetch` (the network boundary) by a server answering `/config.json` with `config`
 * and `METHOD /api/explorer/v1/...` calls with `handlers`; anything else is 404.
 */
export function installFakeApi(config: NetworkConfig | null, handlers: FakeHandlers = {}): FakeApi {
  const api: FakeApi = { requests: [] };
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/config.json') {
      return config ? json(200, config) : json(500, { error: { code: 'Internal', message: 'config broken' } });
    }
    const call = `${method} ${url.pathname.replace(config?.api.explorer ?? '', '')}`;
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
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
