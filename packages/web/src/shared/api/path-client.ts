import { request } from './client.js';

/** The paths (parameters as `:name`) of a route table's `METHOD path` keys that take one method. */
export type PathOf<Route, Method extends string> = Route extends `${Method} ${infer Path}` ? Path : never;

/** A route table's calls as its contract gives them, `METHOD path` → its path parameters, request and answer. */
type RouteContract = Record<string, { params: unknown; request: unknown; response: unknown }>;
type CallOf<Contract extends RouteContract, Method extends string, Path extends string> = Contract[Extract<keyof Contract, `${Method} ${Path}`>];

/**
 * An API seen from the browser, typed by its contract: a GET path takes the path parameters its route validates, a
 * POST path the body; each answers the `data` of `{ data }` its route answers.
 */
export interface ContractClient<Contract extends RouteContract> {
  get<Path extends PathOf<keyof Contract, 'GET'>>(
    path: Path,
    params: CallOf<Contract, 'GET', Path>['params'],
  ): Promise<CallOf<Contract, 'GET', Path>['response']>;
  post<Path extends PathOf<keyof Contract, 'POST'>>(
    path: Path,
    body: CallOf<Contract, 'POST', Path>['request'],
  ): Promise<CallOf<Contract, 'POST', Path>['response']>;
}

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
