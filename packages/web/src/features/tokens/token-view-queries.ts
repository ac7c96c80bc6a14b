import { useQuery } from '@tanstack/react-query';
import { useTokenApi } from '../../shared/config/network-context.js';

/** A token wallet by its own address (GET /wallet/:address), asked only for an account the explorer calls a token wallet. */
export function useTokenWallet(address: string | null) {
  const tokens = useTokenApi();
  return useQuery({
    queryKey: ['tokens', 'wallet', address],
    queryFn: async () => {
      if (!tokens || address === null) throw new Error('a token wallet is asked without a token API or an address');
      return tokens.get('/wallet/:address', { address });
    },
    enabled: tokens !== null && address !== null,
    retry: false,
    staleTime: 60_000,
  });
}

/** What an owner's token balances are worth in US dollars (POST /balances/usd_value); null for none priced. */
export function useOwnerTokenValue(owner: string | null) {
  const tokens = useTokenApi();
  return useQuery({
    queryKey: ['tokens', 'usd-value', owner],
    queryFn: async () => {
      if (!tokens || owner === null) throw new Error('a token value is asked without a token API or an owner');
      return (await tokens.post('/balances/usd_value', { ownerAddress: owner })).usdValue;
    },
    enabled: tokens !== null && owner !== null,
    staleTime: 60_000,
  });
}
