import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.js';
import { OPENING_DATA_FRESH_MS } from '../../shared/api/opening-data.js';
import { useApi } from '../../shared/config/network-context.js';

export function accountQuery(api: ApiClient, id: string) {
  return queryOptions({
    queryKey: ['accounts', 'details', id],
    queryFn: async () => (await api.post('/accounts', { id })).account,
    retry: false,
    staleTime: OPENING_DATA_FRESH_MS,
  });
}

export function useAccount(id: string) {
  return useQuery(accountQuery(useApi(), id));
}

/** The account state, read only once 'more details' has been opened (spec 000 §4). */
export function useAccountState(id: string, opened: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['accounts', 'state', id],
    queryFn: async () => (await api.post('/accounts/state', { id })).state,
    enabled: opened,
    staleTime: Infinity,
  });
}
