import { useQuery } from '@tanstack/react-query';
import { useApi } from '../config/network-context.js';
import { nullWhenNotFound } from '../detail-page/is-not-found.js';

/** GET /history: where this explorer's history starts (null while nothing is indexed). */
export function useHistoryStart() {
  const api = useApi();
  return useQuery({ queryKey: ['history'], queryFn: () => nullWhenNotFound(api.get('/history')), staleTime: 60_000 });
}
