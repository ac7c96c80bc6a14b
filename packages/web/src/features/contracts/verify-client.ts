import { useMemo } from 'react';
import type { VerifyRequestOf, VerifyResponseOf, VerifyRoute } from '@tvmscan/api/contract';
import { ApiError } from '../../shared/api/api-error.js';
import { requestJson } from '../../shared/api/client.js';
import { fillPath, type PathOf } from '../../shared/api/path-client.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';

type GetPath = PathOf<VerifyRoute, 'GET'>;
type PostPath = PathOf<VerifyRoute, 'POST'>;
type GetRoute<Path extends GetPath> = Extract<VerifyRoute, `GET ${Path}`>;
type PostRoute<Path extends PostPath> = Extract<VerifyRoute, `POST ${Path}`>;

/**
 * The verification service seen from the browser, typed by its contract. A GET path is the route's path with its
 * parameter filled in (`/info/code_hash/:hash` with `{ hash }`); answers are the spec's objects, without an envelope.
 */
export interface VerifyClient {
  get<Path extends GetPath>(path: Path, params?: Record<string, string>): Promise<VerifyResponseOf<GetRoute<Path>>>;
  post<Path extends PostPath>(path: Path, body: VerifyRequestOf<PostRoute<Path>>): Promise<VerifyResponseOf<PostRoute<Path>>>;
}

export function createVerifyClient(baseUrl: string): VerifyClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    get: async (path, params = {}) => request('GET', base, fillPath(path, params)),
    post: (path, body) => request('POST', base, path, body as object),
  };
}

/** The client of this network's verification service; null when the network has none. */
export function useVerifyClient(): VerifyClient | null {
  const base = useNetworkConfig().api.verify;
  return useMemo(() => (base ? createVerifyClient(base) : null), [base]);
}

/** The verification service answers its objects without the `{ data }` envelope. */
async function request<T>(method: string, base: string, path: string, body?: object): Promise<T> {
  const { status, json } = await requestJson(method, base, path, body);
  if (json === undefined) throw new ApiError(method, path, status, null, 'the answer is not JSON');
  return json as T;
}
