import { useMemo } from 'react';
import type { ApiErrorBody, VerifyRequestOf, VerifyResponseOf, VerifyRoute } from '@tvmscan/api/contract';
import { ApiError } from '../../shared/api/api-error.js';
import { useNetworkConfig } from '../../shared/config/network-context.js';

type PathOf<Method extends string> = VerifyRoute extends infer Route ? (Route extends `${Method} ${infer Path}` ? Path : never) : never;
type GetPath = PathOf<'GET'>;
type PostPath = PathOf<'POST'>;
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
    get: (path, params = {}) => request('GET', base, fillPath(path, params)),
    post: (path, body) => request('POST', base, path, body as object),
  };
}

/** The client of this network's verification service; null when the network has none. */
export function useVerifyClient(): VerifyClient | null {
  const base = useNetworkConfig().api.verify;
  return useMemo(() => (base ? createVerifyClient(base) : null), [base]);
}

function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(params[name] ?? ''));
}

async function request<T>(method: string, base: string, path: string, body?: object): Promise<T> {
  const response = await fetch(base + path, {
    method,
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text) as unknown;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) throw new ApiError(method, path, response.status, errorBody(parsed));
  if (parsed === undefined) throw new ApiError(method, path, response.status, null, 'the answer is not JSON');
  return parsed as T;
}

function errorBody(value: unknown): ApiErrorBody | null {
  const error = (value as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string' ? (value as ApiErrorBody) : null;
}
