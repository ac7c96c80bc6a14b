import type { NftParamsOf, NftRequestOf, NftResponseOf, NftRoute } from '@tvmscan/api/contract';
import { createPathClient, type PathOf } from './path-client.js';

/** The NFT paths (parameters as `:name`) the token API answers to GET, and to POST. */
export type NftGetPath = PathOf<NftRoute, 'GET'>;
export type NftPostPath = PathOf<NftRoute, 'POST'>;
export type NftGetRoute<Path extends NftGetPath> = Extract<NftRoute, `GET ${Path}`>;
export type NftPostRoute<Path extends NftPostPath> = Extract<NftRoute, `POST ${Path}`>;

/**
 * The NFT calls of the token API (collections, items, events, multi-token wallets) seen from the browser, typed by
 * their contract: a GET path takes its path parameters, a POST path its body; each answers the `data` of `{ data }`.
 */
export interface NftClient {
  get<Path extends NftGetPath>(path: Path, params: NftParamsOf<NftGetRoute<Path>>): Promise<NftResponseOf<NftGetRoute<Path>>>;
  post<Path extends NftPostPath>(path: Path, body: NftRequestOf<NftPostRoute<Path>>): Promise<NftResponseOf<NftPostRoute<Path>>>;
}

/** A client of the NFT calls under the token API at `baseUrl` (absolute, or a path on this origin such as `/api/tokens/v1`). */
export function createNftClient(baseUrl: string): NftClient {
  return createPathClient(baseUrl);
}
