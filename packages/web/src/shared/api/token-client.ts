import type { TokenParamsOf, TokenRequestOf, TokenResponseOf, TokenRoute } from '@tvmscan/api/token-contract';
import { request } from './client.js';

type RouteOf<Method extends string> = TokenRoute extends infer Route ? (Route extends `${Method} ${infer Path}` ? Path : never) : never;
/** The paths (parameters as `:name`) the token API answers to GET, and to POST. */
export type TokenGetPath = RouteOf<'GET'>;
export type TokenPostPath = RouteOf<'POST'>;
export type TokenGetRoute<Path extends TokenGetPath> = Extract<TokenRoute, `GET ${Path}`>;
export type TokenPostRoute<Path extends TokenPostPath> = Extract<TokenRoute, `POST ${Path}`>;

/**
 * The token API (spec 001 §7) seen from the browser, typed by its contract: a GET path takes the path parameters
 * its route validates, a POST path the body; each answers the `data` of `{ data }` its route answers.
 */
export interface TokenClient {
  get<Path extends TokenGetPath>(path: Path, params: TokenParamsOf<TokenGetRoute<Path>>): Promise<TokenResponseOf<TokenGetRoute<Path>>>;
  post<Path extends TokenPostPath>(path: Path, body: TokenRequestOf<TokenPostRoute<Path>>): Promise<TokenResponseOf<TokenPostRoute<Path>>>;
}

/** A client of the token API at `baseUrl` (absolute, or a path on this origin such as `/api/tokens/v1`). */
export function createTokenClient(baseUrl: string): TokenClient {
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
