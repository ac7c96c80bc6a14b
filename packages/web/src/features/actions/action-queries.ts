import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../shared/config/network-context.js';

/** POST /traces/by_transaction: the trace the transaction belongs to, with its transactions and actions. */
export function useTransactionTrace(hash: string) {
  const api = useApi();
  return useQuery({ queryKey: ['trace', hash], queryFn: () => api.post('/traces/by_transaction', { id: hash }) });
}

/** POST /actions/by_transactions: the actions of each of the listed transactions (none asked for an empty list). */
export function useActionsOfTransactions(hashes: readonly string[]) {
  const api = useApi();
  return useQuery({
    queryKey: ['actions', 'by_transactions', ...hashes],
    queryFn: () => api.post('/actions/by_transactions', { hashes: [...hashes] }),
    enabled: hashes.length > 0,
  });
}
