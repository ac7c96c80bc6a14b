import { useQuery } from '@tanstack/react-query';
import type { Token } from '@tvmscan/api/token-contract';
import { useTokenApi } from '../../shared/config/network-context.js';

/**
 * The token whose root is `address`, null when the address is no token root, undefined while it is asked (or
 * with no token API). Asked through POST /root_contract/search, which answers an empty list rather than a 404.
 */
export function useTokenRoot(address: string | undefined): { token: Token | null | undefined; failed: boolean } {
  const tokens = useTokenApi();
  const query = useQuery({
    queryKey: ['tokens', 'root', address],
    queryFn: async () => {
      if (!tokens || !address) return null;
      const page = await tokens.post('/root_contract/search', { rootAddresses: [address], limit: 1 });
      return page.tokens[0] ?? null;
    },
    enabled: tokens !== null && address !== undefined,
    staleTime: 60_000,
  });
  return { token: query.data, failed: query.isError };
}
