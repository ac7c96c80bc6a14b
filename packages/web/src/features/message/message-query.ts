import { useQuery } from '@tanstack/react-query';
import type { MessageDetails } from '../../shared/api/types.js';
import { useApi } from '../../shared/config/network-context.js';

export function useMessage(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['messages', 'details', hash.toLowerCase()],
    queryFn: async () => (await api.post<{ message: MessageDetails }>('/messages', { id: hash })).message,
    retry: false,
  });
}
