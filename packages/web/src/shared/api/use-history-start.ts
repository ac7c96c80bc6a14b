import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from './client.js';
import { useApi } from '../config/network-context.js';
import { nullWhenNotFound } from '../detail-page/is-not-found.js';

/** GET /history: where this explorer's history starts (null while nothing is indexed). */
export function historyStartQuery(api: ApiClient) {
  return queryOptions({ queryKey: ['history'], queryFn: () => nullWhenNotFound(api.get('/history')), staleTime: 60_000 });
}

export function useHistoryStart() {
  return useQuery(historyStartQuery(useApi()));
}
