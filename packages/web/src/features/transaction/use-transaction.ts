import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../shared/api/client.js';
import { OPENING_DATA_FRESH_MS } from '../../shared/api/opening-data.js';
import { useApi } from '../../shared/config/network-context.js';
import { nullWhenNotFound } from '../../shared/detail-page/is-not-found.js';

const HASH = /^[0-9a-f]{64}$/i;

/** The transaction hash a page address names, in lower case; null when it is no hash. */
export function transactionHashOf(id: string): string | null {
  return HASH.test(id) ? id.toLowerCase() : null;
}

/** POST /transactions for one transaction with its messages, phases and fees; null when the API answers 'trx not founded'. */
export function transactionQuery(api: ApiClient, hash: string) {
  return queryOptions({
    queryKey: ['transaction', hash],
    queryFn: async () => {
      const answer = await nullWhenNotFound(api.post('/transactions', { id: hash }));
      return answer?.transaction ?? null;
    },
    staleTime: OPENING_DATA_FRESH_MS,
  });
}

export function useTransaction(hash: string) {
  return useQuery(transactionQuery(useApi(), hash));
}

/** POST /transactions/raw: the transaction's BOC in base64. */
export function useTransactionBoc(hash: string) {
  const api = useApi();
  return useQuery({
    queryKey: ['transaction', hash, 'raw'],
    queryFn: async () => (await api.post('/transactions/raw', { id: hash })).boc,
  });
}
