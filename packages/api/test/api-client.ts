import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

export const API = '/api/explorer/v1';

/** Calls the explorer API in process. */
export function apiClient(app: () => FastifyInstance) {
  const post = (path: string, body: unknown = {}, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app().inject({ method: 'POST', url: `${API}${path}`, payload: body as object, headers });
  const get = (path: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> =>
    app().inject({ method: 'GET', url: `${API}${path}`, headers });
  /** The `data` of a successful answer; any other status fails with the body. */
  const data = async <T>(call: Promise<LightMyRequestResponse>): Promise<T> => {
    const response = await call;
    if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
    return (response.json() as { data: T }).data;
  };
  return { post, get, data };
}
