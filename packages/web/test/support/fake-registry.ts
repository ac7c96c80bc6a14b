import type { RegistryResponseOf, RegistryRoute } from '@tvmscan/api/contract';
import { vi } from 'vitest';

/** How the fake registry answers a call: the `data` of a success, given the bearer token it came with. */
export type FakeRegistryHandlers = { [Route in RegistryRoute]?: (accessToken: string | undefined) => RegistryResponseOf<Route> };

/**
 * Adds the registry API (`/api/registry`, paths `/v1/…`) to the fetch already stubbed (installFakeApi): its calls are answered
 * by `handlers`, 404 otherwise; returns the calls made, as `METHOD path` with their bearer token.
 */
export function installFakeRegistry(handlers: FakeRegistryHandlers): { call: string; accessToken: string | undefined }[] {
  const calls: { call: string; accessToken: string | undefined }[] = [];
  const next = globalThis.fetch;
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (!url.pathname.startsWith('/api/registry/v1/')) return next(input, init);
    const call = `${init?.method ?? 'GET'} ${url.pathname.slice('/api/registry'.length)}`;
    const accessToken = new Headers(init?.headers).get('authorization')?.replace(/^Bearer /, '');
    calls.push({ call, accessToken });
    const handler = handlers[call as RegistryRoute] as ((token: string | undefined) => unknown) | undefined;
    const [status, body] = handler ? [200, { data: handler(accessToken) }] : [404, { error: { code: 'NotFound', message: `${call} not found` } }];
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}
