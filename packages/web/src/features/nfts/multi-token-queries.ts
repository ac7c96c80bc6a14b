import { useQuery } from '@tanstack/react-query';
import type { MultiTokenWallet } from '@tvmscan/api/nft-contract';
import { useNftApi } from '../../shared/config/network-context.js';

/** The standard-6 multi-token wallet at `address` (GET /nft/multi/wallets/:address): null when it is none, undefined while asked. */
export function useMultiTokenWallet(address: string | undefined): MultiTokenWallet | null | undefined {
  const nfts = useNftApi();
  const query = useQuery({
    queryKey: ['nfts', 'multi-wallet', address],
    queryFn: () => {
      if (!nfts || !address) throw new Error('a multi-token wallet is asked without a token API or an address');
      return nfts.get('/nft/multi/wallets/:address', { address });
    },
    enabled: nfts !== null && address !== undefined,
    staleTime: 30_000,
    retry: false,
  });
  return query.isError ? null : query.data;
}
