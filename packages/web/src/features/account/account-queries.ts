import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';

export function useAccount(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['accounts', 'details', id],
    queryFn: async () => (await api.post('/accounts', { id })).account,
    retry: false,
  });
}

export function useAddressForms(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['accounts', 'convert', id],
    queryFn: () => api.post('/convert_address', { address: id }),
    retry: false,
  });
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
