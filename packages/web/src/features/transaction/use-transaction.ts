import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';
import { nullWhenNotFound } from '../../shared/detail-page/is-not-found.js';

/** POST /transactions for one transaction with its messages, phases and fees; null when the API answers 'trx not founded'. */
export function useTransaction(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['transaction', hash],
    queryFn: async () => {
      const answer = await nullWhenNotFound(api.post('/transactions', { id: hash }));
      return answer?.transaction ?? null;
    },
  });
}

/** POST /transactions/raw: the transaction's BOC in base64. */
export function useTransactionBoc(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['transaction', hash, 'raw'],
    queryFn: async () => (await api.post('/transactions/raw', { id: hash })).boc,
  });
}
