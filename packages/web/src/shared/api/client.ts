import type { ApiErrorBody, ExplorerRoute, RequestOf, ResponseOf } from '@tvmscan/api/contract';
import { ApiError } from './api-error.js';

type PathOf<Method extends string> = ExplorerRoute extends infer Route ? (Route extends `${Method} ${infer Path}` ? Path : never) : never;
/** The paths the API answers to GET, and to POST. */
export type GetPath = PathOf<'GET'>;
export type PostPath = PathOf<'POST'>;
/** The call `METHOD path` of the contract. */
export type GetRoute<Path extends GetPath> = Extract<ExplorerRoute, `GET ${Path}`>;
export type PostRoute<Path extends PostPath> = Extract<ExplorerRoute, `POST ${Path}`>;

/**
 * The explorer API seen from the browser, typed by the API's contract: a path takes the body its route validates
 * and answers the `data` of `{ data }` its route answers.
 */
export interface ApiClient {
  get<Path extends GetPath>(path: Path): Promise<ResponseOf<GetRoute<Path>>>;
  post<Path extends PostPath>(path: Path, body: RequestOf<PostRoute<Path>>): Promise<ResponseOf<PostRoute<Path>>>;
}

/** A client of the API at `baseUrl` (absolute, or a path on this origin such as `/api/explorer/v1`). */
export function createApiClient(baseUrl: string): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    get: (path) => request('GET', base, path),
    post: (path, body) => request('POST', base, path, body),
  };
}

/** Calls `METHOD base+path` with a JSON body (if any) and gives the `data` of its answer; throws `ApiError` otherwise. */
export async function request<T>(method: string, base: string, path: string, body?: object, headers: Record<string, string> = {}): Promise<T> {
  const { status, json } = await requestJson(method, base, path, body, headers);
  if (!isObject(json) || !('data' in json)) {
    throw new ApiError(method, path, status, null, 'the answer has no JSON "data" field');
  }
  return json.data as T;
}

/**
 * Calls `METHOD base+path` with a JSON body (if any) and gives a successful answer's status and JSON (undefined when
 * it is not JSON), for APIs with or without the `{ data }` envelope; throws `ApiError` with the error body otherwise.
 */
export async function requestJson(
  method: string,
  base: string,
  path: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: unknown }> {
  await taskOfItsOwn();
  const response = await fetch(base + path, {
    method,
    headers: {
      ...headers,
      ...(body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json', accept: 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = await readJson(response);
  if (!response.ok) throw new ApiError(method, path, response.status, asErrorBody(json));
  return { status: response.status, json };
}

/**
 * Resolves in a task of its own. Starting a request costs a slow phone several milliseconds, and the queries a render
 * mounts all start theirs as it commits: each request therefore starts in its own task rather than all in that one,
 * which made it a long task (Lighthouse's total blocking time). A message, unlike a timer, is not delayed or clamped.
 */
function taskOfItsOwn(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function asErrorBody(value: unknown): ApiErrorBody | null {
  if (!isObject(value) || !isObject(value.error)) return null;
  const { code, message } = value.error;
  return typeof code === 'string' && typeof message === 'string' ? (value as unknown as ApiErrorBody) : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}
