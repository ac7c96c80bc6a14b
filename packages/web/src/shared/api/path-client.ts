import { request } from './client.js';

/** The paths (parameters as `:name`) of a route table's `METHOD path` keys that take one method. */
export type PathOf<Route, Method extends string> = Route extends `${Method} ${infer Path}` ? Path : never;

/** GET a path with its `:name` parameters filled in, or POST a JSON body to it; each answers the `data` of `{ data }`. */
export interface PathClient {
  get<Answer>(path: string, params: unknown): Promise<Answer>;
  post<Answer>(path: string, body: unknown): Promise<Answer>;
}

/** A client of an API at `baseUrl` (absolute, or a path on this origin such as `/api/tokens/v1`), for the typed clients to wrap. */
export function createPathClient(baseUrl: string): PathClient {
  const base = baseUrl.replace(/\/+$/, '');
  return {
    get: (path, params) => request('GET', base, fillPath(path, (params ?? {}) as Record<string, string>)),
    post: (path, body) => request('POST', base, path, body as object),
  };
}

/** The path with each `:name` segment replaced by its parameter, encoded: a query such as 'a/b' stays one segment. */
export function fillPath(path: string, params: Record<string, string>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new TypeError(`the path ${path} needs its parameter ${name}`);
    return encodeURIComponent(value);
  });
}
