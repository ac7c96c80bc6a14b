import { useQuery } from '@tanstack/react-query';
import type { ContractInfo } from '@tvmscan/api/contract';
import type { ContractId } from './contract-id.js';
import { useVerifyClient } from './verify-client.js';

export const CONTRACTS_PAGE_SIZE = 20;

/** One page (1-based) of the verified contracts. */
export function useContractList(page: number) {
  const client = useVerifyClient();
  return useQuery({
    queryKey: ['verify', 'list', page],
    enabled: client !== null,
    queryFn: () => client!.post('/info/list', { limit: CONTRACTS_PAGE_SIZE, offset: (page - 1) * CONTRACTS_PAGE_SIZE }),
  });
}

/**
 * The verified contract with `codeHash`, asked as a list filtered by it so that an unverified code is an empty answer
 * rather than a 404 (which browsers report in the console); then its whole info.
 */
export function useVerifiedCode(codeHash: string | null) {
  const client = useVerifyClient();
  return useQuery({
    queryKey: ['verify', 'code', codeHash],
    enabled: client !== null && codeHash !== null,
    queryFn: async (): Promise<ContractInfo | null> => {
      const listed = await client!.post('/info/list', { limit: 1, code_hash: codeHash! });
      return listed.data.length === 0 ? null : client!.get('/info/code_hash/:hash', { hash: codeHash! });
    },
  });
}

/** The versions the server can compile with: empty lists when no toolchain is installed. */
export function useSupportedVersions() {
  const client = useVerifyClient();
  return useQuery({
    queryKey: ['verify', 'supported'],
    enabled: client !== null,
    queryFn: async () => ({ compilers: await client!.get('/supported/solc'), linkers: await client!.get('/supported/linker') }),
  });
}

/** The verified contract a code hash or an address names; a 404 is an answer (null), not a failure. */
export function useContractInfo(id: ContractId) {
  const client = useVerifyClient();
  return useQuery({
    queryKey: ['verify', 'info', id],
    enabled: client !== null && (id.kind === 'address' || id.kind === 'codeHash'),
    retry: false,
    queryFn: () => fetchContractInfo(client!, id),
  });
}

export async function fetchContractInfo(client: NonNullable<ReturnType<typeof useVerifyClient>>, id: ContractId): Promise<ContractInfo | null> {
  try {
    if (id.kind === 'address') return await client.get('/info/address/:address', { address: id.address });
    if (id.kind === 'codeHash') return await client.get('/info/code_hash/:hash', { hash: id.codeHash });
    return null;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return null;
    throw error;
  }
}
