import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../src/shared/api/api-error.js';
import { createApiClient } from '../src/shared/api/client.js';
import { WebError } from '../src/shared/errors/web-error.js';

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

function serve(status: number, text: string): Seen[] {
  const seen: Seen[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push({
      url: String(input),
      method: init?.method ?? 'GET',
      headers: init?.headers as Record<string, string>,
      body: typeof init?.body === 'string' ? init.body : undefined,
    });
    return new Response(text, { status });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client', () => {
  it('posts JSON to the base URL from the network config and answers the data', async () => {
    const seen = serve(200, JSON.stringify({ data: { count: 7 } }));
    const api = createApiClient('https://explorer.example/api/explorer/v1/');
    await expect(api.post('/blocks/count', { transactionCountGe: 1 })).resolves.toEqual({ count: 7 });
    expect(seen).toEqual([
      {
        url: 'https://explorer.example/api/explorer/v1/blocks/count',
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: '{"transactionCountGe":1}',
      },
    ]);
  });

  it('gets without a body', async () => {
    const seen = serve(200, JSON.stringify({ data: { time: 5 } }));
    await expect(createApiClient('/api/explorer/v1').get('/time')).resolves.toEqual({ time: 5 });
    expect(seen[0]).toMatchObject({ url: '/api/explorer/v1/time', method: 'GET', body: undefined });
  });

  it('raises a non-OK answer as an ApiError carrying the parsed error body', async () => {
    const body = { error: { code: 'NotFound', message: 'trx not founded' } };
    serve(404, JSON.stringify(body));
    const failure = await createApiClient('/api/explorer/v1')
      .post('/transactions', { hash: 'ab' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toBeInstanceOf(WebError);
    expect(failure).toMatchObject({ status: 404, body, code: 'NotFound', path: '/transactions', method: 'POST' });
    expect((failure as ApiError).message).toBe('POST /transactions answered 404: trx not founded');
  });

  it('raises an ApiError without a body when the error is not the JSON error shape', async () => {
    serve(502, '<html>Bad gateway</html>');
    const failure = await createApiClient('/api')
      .get('/stats')
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ status: 502, body: null, code: 'BadAnswer' });
  });

  it('raises an ApiError when a success has no data field', async () => {
    serve(200, '{"result": 1}');
    await expect(createApiClient('/api').get('/stats')).rejects.toThrow('GET /stats answered 200: the answer has no JSON "data" field');
  });
});
