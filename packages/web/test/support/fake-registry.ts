import type { ApiErrorBody, RegistryParamsOf, RegistryRequestOf, RegistryResponseOf, RegistryRoute } from '@tvmscan/api/contract';
import { vi } from 'vitest';

/** How the fake registry answers a call: the `data` of a success, given the bearer token it came with. */
export type FakeRegistryHandlers = { [Route in RegistryRoute]?: (accessToken: string | undefined) => RegistryResponseOf<Route> };

/** An answer of the fake registry to a call with parameters: the `data` of a success, or a status with an error body. */
export type FakeRegistryAnswer<Route extends RegistryRoute> = { data: RegistryResponseOf<Route> } | { status: number; body: ApiErrorBody };

/** How the fake registry answers a call whose path has parameters (`:id`) or that takes a body, given both and the bearer token. */
export type FakeRegistryRouteHandler<Route extends RegistryRoute> = (request: {
  params: RegistryParamsOf<Route>;
  body: RegistryRequestOf<Route>;
  accessToken: string | undefined;
}) => FakeRegistryAnswer<Route>;

/** The calls with parameters or bodies the fake answers, keyed `METHOD path` with `:name` parameters as the route table names them. */
export type FakeRegistryRouteHandlers = { [Route in RegistryRoute]?: FakeRegistryRouteHandler<Route> };

/**
 * Adds the registry API (`/api/registry`, paths `/v1/…`) to the fetch already stubbed (installFakeApi): its calls are answered
 * by `handlers`, 404 otherwise; returns the calls made, as `METHOD path` with their bearer token.
 */
export function installFakeRegistry(
  handlers: FakeRegistryHandlers,
  routeHandlers: FakeRegistryRouteHandlers = {},
): { call: string; accessToken: string | undefined; body?: unknown }[] {
  const calls: { call: string; accessToken: string | undefined; body?: unknown }[] = [];
  const routes = Object.entries(routeHandlers).map(([route, handler]) => ({ pattern: routePattern(route), handler }));
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/registry/v1/')) return next(input, init);
    const call = `${init?.method ?? 'GET'} ${url.pathname.slice('/api/registry'.length)}`;
    const accessToken = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '');
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    calls.push({ call: decodeURIComponent(call), accessToken, ...(body === undefined ? {} : { body }) });
    for (const { pattern, handler } of routes) {
      const match = pattern.exec(call);
      if (!match) continue;
      const decoded = Object.fromEntries(Object.entries(match.groups ?? {}).map(([name, value]) => [name, decodeURIComponent(value)]));
      const answer = (handler as (request: object) => { data: unknown } | { status: number; body: ApiErrorBody })({
        params: decoded,
        body,
        accessToken,
      });
      return 'data' in answer ? json(200, { data: answer.data }) : json(answer.status, answer.body);
    }
    const handler = handlers[call as RegistryRoute] as ((token: string | undefined) => unknown) | undefined;
    const [status, answer] = handler ? [200, { data: handler(accessToken) }] : [404, { error: { code: 'NotFound', message: `${call} not found` } }];
    return json(status, answer);
  });
  return calls;
}

/** `METHOD /a/:id/b` as a pattern of whole calls, each parameter one path segment. */
function routePattern(route: string): RegExp {
  const escaped = route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:([A-Za-z]+)/g, '(?<$1>[^/]+)');
  return new RegExp(`^${escaped}$`);
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}
