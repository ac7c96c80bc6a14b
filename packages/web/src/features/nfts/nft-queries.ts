import { useQuery } from '@tanstack/react-query';
import type { NftAccountResponse, NftIndex } from '@tvmscan/api/nft-contract';
import { useNftApi } from '../../shared/config/network-context.js';
import type { NftRole } from '../account/account-tabs.js';

/** What the NFT tables hold of an account, and its role there: undefined while asked (or with no token API), null when it could not be read. */
export interface NftAccountFacts {
  account: NftAccountResponse | null | undefined;
  role: NftRole | null | undefined;
}

/** What `address` is to the NFT tables (GET /nft/accounts/:address): an NFT, a collection or neither. */
export function useNftAccount(address: string | undefined): NftAccountFacts {
  const nfts = useNftApi();
  const query = useQuery({
    queryKey: ['nfts', 'account', address],
    queryFn: () => {
      if (!nfts || !address) throw new Error('the NFT role is asked without a token API or an address');
      return nfts.get('/nft/accounts/:address', { address });
    },
    enabled: nfts !== null && address !== undefined,
    staleTime: 30_000,
    retry: false,
  });
  if (query.isError) return { account: null, role: null };
  return { account: query.data, role: query.data === undefined ? undefined : nftRoleOf(query.data) };
}

export function nftRoleOf(account: NftAccountResponse): NftRole {
  if (account.nft) return 'nft';
  if (account.collection) return 'collection';
  return 'other';
}

/** The TIP-4.3 Index or IndexBasis contract at `address` (GET /nft/indexes/:address): null when it is none, undefined while asked. */
export function useNftIndex(address: string | undefined): NftIndex | null | undefined {
  const nfts = useNftApi();
  const query = useQuery({
    queryKey: ['nfts', 'index', address],
    queryFn: () => {
      if (!nfts || !address) throw new Error('an Index contract is asked without a token API or an address');
      return nfts.get('/nft/indexes/:address', { address });
    },
    enabled: nfts !== null && address !== undefined,
    staleTime: 30_000,
    retry: false,
  });
  return query.isError ? null : query.data;
}
