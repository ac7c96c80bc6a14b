import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';
import { nullWhenNotFound } from '../../shared/detail-page/is-not-found.js';

const POLL_MS = 1000;

/** A sent message's transaction as the explorer indexed it: asked every second until it is there. */
export function useLandedTransaction(hash: string | null) {
  const api = useApi();
  return useQuery({
    queryKey: ['transaction', hash],
    enabled: hash !== null,
    queryFn: async () => (await nullWhenNotFound(api.post('/transactions', { id: hash! })))?.transaction ?? null,
    refetchInterval: (query) => (query.state.data ? false : POLL_MS),
  });
}
