import { useMutation, useQuery } from '@tanstack/react-query';
import { useVerifyClient } from '../contracts/verify-client.js';
import type { ExecutorAbi } from './executor-abi.js';

/** A function run on the account's current state by the server, with no wallet (spec 001 §3 RunLocal). */
export function useRunLocal(address: string, abi: ExecutorAbi, method: string) {
  const client = useVerifyClient();
  return useMutation({
    mutationFn: (input: Record<string, unknown>) => {
      if (!client) throw new Error('no contract service');
      return client.post('/run_local', { address, abi: abi.json as never, method, input });
    },
  });
}

/** The ABI's fields read from the account's data, asked once `enabled` (the section was opened). */
export function useContractFields(address: string, abi: ExecutorAbi, enabled: boolean) {
  const client = useVerifyClient();
  return useQuery({
    queryKey: ['verify', 'contract_fields', address, abi.json],
    enabled: enabled && client !== null && abi.fields.length > 0,
    retry: false,
    queryFn: () => client!.post('/contract_fields', { address, abi: abi.json as never }),
  });
}
