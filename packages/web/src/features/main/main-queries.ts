import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.js';
import { useApi } from '../../shared/config/network-context.js';

export const MAIN_PANEL_ROWS = 6;
/** The live parts of the main page (TPS chart, statistics, latest rows) refresh every 10 s. */
export const LIVE_REFRESH_MS = 10_000;

/** The network's statistics, fresh for as long as they go unrefreshed: the app's start asks for them on `/`. */
export function statsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['stats'], queryFn: () => api.get('/stats'), refetchInterval: LIVE_REFRESH_MS, staleTime: LIVE_REFRESH_MS });
}

export function useStats() {
  return useQuery(statsQuery(useApi()));
}

export function useTransactionsTenMinutes() {
  const api = useApi();
  return useQuery({
    queryKey: ['stats', 'transactions_10m'],
    queryFn: () => api.post('/stats/transactions_10m', {}),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useLatestBlocks() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'blocks'],
    queryFn: () => api.post('/blocks/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useLatestTransactions() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'transactions'],
    queryFn: () => api.post('/transactions/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}

export function useLatestMessages() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'messages'],
    queryFn: () => api.post('/messages/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: LIVE_REFRESH_MS,
  });
}
