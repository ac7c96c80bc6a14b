import { useQuery } from '@tanstack/react-query';
import type { Stats } from '@tvmscan/api/contract';
import { useApi } from '../config/network-context.js';

const STATS_REFRESH_MS = 60_000;

/** GET /stats, shared by every page that shows network statistics: undefined until it answers, `loading` until its first answer or failure. */
export function useNetworkStats(): { stats: Stats | undefined; loading: boolean } {
  const api = useApi();
  const query = useQuery({
    queryKey: ['stats'],
    queryFn: () => api.get('/stats'),
    refetchInterval: STATS_REFRESH_MS,
  });
  return { stats: query.data, loading: query.isPending };
}
