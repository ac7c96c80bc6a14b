import { vi } from 'vitest';
import type { NetworkConfig } from '../../src/shared/api/types.js';

/** An answer of the fake API: the `data` of a success, or a status with a body. */
export type FakeAnswer = { data: unknown } | { status: number; body: unknown };

export type FakeHandler = (body: unknown) => FakeAnswer;

export interface FakeApi {
  /** Every request made, as `METHOD path` with its parsed body. */
  requests: { call: string; body: unknown }[];
}

/**
 * Replaces `fetch` (the network boundary) by a server answering `/config.json` with `config`
 * and `METHOD /api/explorer/v1/...` calls with `handlers`; anything else is 404.
 */
export function installFakeApi(config: NetworkConfig | null, handlers: Record<string, FakeHandler> = {}): FakeApi {
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
    const handler = handlers[call];
    if (!handler) return json(404, { error: { code: 'NotFound', message: `${call} not found` } });
    const answer = handler(body);
    return 'data' in answer ? json(200, { data: answer.data }) : json(answer.status, answer.body);
  });
  return api;
}

function json(status: number, value: unknown): Response {
  return new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
}
