import { useMemo } from 'react';
import type { ReactNode } from 'react';
import { createApiClient } from '../api/client.js';
import { createTokenClient } from '../api/token-client.js';
import { createNftClient } from '../api/nft-client.js';
import type { NetworkConfig } from '@tvmscan/api/contract';
import { NetworkContext } from './network-context.js';

export function NetworkProvider({ config, children }: { config: NetworkConfig; children: ReactNode }) {
  const network = useMemo(
    () => ({
      config,
      api: createApiClient(config.api.explorer),
      tokens: config.api.tokens === null ? null : createTokenClient(config.api.tokens),
      nfts: config.api.tokens === null ? null : createNftClient(config.api.tokens),
    }),
    [config],
  );
  return <NetworkContext value={network}>{children}</NetworkContext>;
}
