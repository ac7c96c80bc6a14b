import { createContext, useContext } from 'react';
import type { ApiClient } from '../api/client.js';
import type { TokenClient } from '../api/token-client.js';
import type { NftClient } from '../api/nft-client.js';
import type { NetworkConfig } from '@tvmscan/api/contract';

export interface Network {
  config: NetworkConfig;
  api: ApiClient;
  /** The token API's client; null on a network that serves none (`api.tokens` of /config.json). */
  tokens: TokenClient | null;
  /** The client of the token API's NFT calls; null where there is no token API. */
  nfts: NftClient | null;
}

export const NetworkContext = createContext<Network | null>(null);

function useNetwork(): Network {
  const network = useContext(NetworkContext);
  if (!network) throw new Error('useNetwork is used outside NetworkProvider');
  return network;
}

/** The deployment's network as `/config.json` describes it. */
export function useNetworkConfig(): NetworkConfig {
  return useNetwork().config;
}

/** The client of the explorer API of this network. */
export function useApi(): ApiClient {
  return useNetwork().api;
}

/** The client of the token API, or null when the network indexes no tokens. */
export function useTokenApi(): TokenClient | null {
  return useNetwork().tokens;
}

/** The client of the NFT calls, or null when the network indexes no tokens (and so no NFTs). */
export function useNftApi(): NftClient | null {
  return useNetwork().nfts;
}
