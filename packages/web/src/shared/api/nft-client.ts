import type { NftContract } from '@tvmscan/api/nft-contract';
import { createPathClient, type ContractClient } from './path-client.js';

/** The NFT calls of the token API (collections, items, events, multi-token wallets) seen from the browser, typed by their contract. */
export type NftClient = ContractClient<NftContract>;

/** A client of the NFT calls under the token API at `baseUrl` (absolute, or a path on this origin such as `/api/tokens/v1`). */
export function createNftClient(baseUrl: string): NftClient {
  return createPathClient(baseUrl);
}
