import type { TokenContract } from '@tvmscan/api/token-contract';
import { createPathClient, type ContractClient } from './path-client.js';

/** The token API (spec 001 §7) seen from the browser, typed by its contract. */
export type TokenClient = ContractClient<TokenContract>;

/** A client of the token API at `baseUrl` (absolute, or a path on this origin such as `/api/tokens/v1`). */
export function createTokenClient(baseUrl: string): TokenClient {
  return createPathClient(baseUrl);
}
