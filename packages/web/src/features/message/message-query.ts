import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';

export function useMessage(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['messages', 'details', hash.toLowerCase()],
    queryFn: async () => (await api.post('/messages', { id: hash })).message,
    retry: false,
  });
}
