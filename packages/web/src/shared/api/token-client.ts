import type { TokenParamsOf, TokenRequestOf, TokenResponseOf, TokenRoute } from '@tvmscan/api/token-contract';
import { createPathClient, type PathOf } from './path-client.js';

/** The paths (parameters as `:name`) the token API answers to GET, and to POST. */
export type TokenGetPath = PathOf<TokenRoute, 'GET'>;
export type TokenPostPath = PathOf<TokenRoute, 'POST'>;
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
  return createPathClient(baseUrl);
}
