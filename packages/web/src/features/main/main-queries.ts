import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.js';
import { useApi } from '../../shared/config/network-context.js';
import { useMainStreamLive } from './main-stream-context.js';

export const MAIN_PANEL_ROWS = 6;
/**
 * The live parts of the main page (TPS chart, statistics, latest rows) refresh every 10 s, unless the stream is open
 * (`useMainStream`): they then take what it pushes, and only the messages, which it does not carry, are asked for,
 * every 30 s.
 */
export const LIVE_REFRESH_MS = 10_000;
const MESSAGES_WHILE_STREAMED_MS = 30_000;

/** The refresh of a part the stream feeds: none while it is open. */
export function useLiveRefresh(): number | false {
  return useMainStreamLive() ? false : LIVE_REFRESH_MS;
}

/** The network's statistics, fresh for as long as they go unrefreshed: the app's start asks for them on `/`. */
export function statsQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['stats'], queryFn: () => api.get('/stats'), refetchInterval: LIVE_REFRESH_MS, staleTime: LIVE_REFRESH_MS });
}

export function useStats() {
  return useQuery({ ...statsQuery(useApi()), refetchInterval: useLiveRefresh() });
}

export function useTransactionsTenMinutes() {
  const api = useApi();
  return useQuery({
    queryKey: ['stats', 'transactions_10m'],
    queryFn: () => api.post('/stats/transactions_10m', {}),
    refetchInterval: useLiveRefresh(),
  });
}

export function useLatestBlocks() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'blocks'],
    queryFn: () => api.post('/blocks/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: useLiveRefresh(),
  });
}

export function useLatestTransactions() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'transactions'],
    queryFn: () => api.post('/transactions/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: useLiveRefresh(),
  });
}

export function useLatestMessages() {
  const api = useApi();
  return useQuery({
    queryKey: ['main', 'messages'],
    queryFn: () => api.post('/messages/list', { limit: MAIN_PANEL_ROWS }),
    refetchInterval: useMainStreamLive() ? MESSAGES_WHILE_STREAMED_MS : LIVE_REFRESH_MS,
  });
}
