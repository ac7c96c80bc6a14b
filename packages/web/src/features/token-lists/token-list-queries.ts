import { useQuery } from '@tanstack/react-query';
import type { TokenListWrapper } from '@tvmscan/api/contract';
import { ApiError } from '../../shared/api/api-error.js';
import { useTokenListApi, type TokenListApi } from './token-list-api.js';

/** Page sizes of spec 001 §9. */
export const LISTS_PAGE_SIZE = 20;
export const MY_LISTS_PAGE_SIZE = 20;
export const PROPOSALS_PAGE_SIZE = 10;
export const TOKENS_PAGE_SIZE = 10;

/** Every query of these screens starts with this key, so that a change refetches them all. */
export const TOKEN_LISTS_KEY = 'token-lists';

export interface ListsFilter {
  page: number;
  name: string;
  onlyVerified: boolean;
}

/** One page of the lists anyone may see (with the caller's private ones when signed in), and their count. */
export function useTokenLists({ page, name, onlyVerified }: ListsFilter) {
  const api = useTokenListApi();
  const filter = { ...(name === '' ? {} : { name }), ...(onlyVerified ? { verified: true } : {}) };
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'lists', api.signedIn, page, name, onlyVerified],
    queryFn: async () => {
      const [{ token_lists }, { total_count }] = await Promise.all([
        api.call('POST /v1/info/token_lists/list', { body: { ...filter, limit: LISTS_PAGE_SIZE, offset: (page - 1) * LISTS_PAGE_SIZE } }),
        api.call('POST /v1/info/token_lists/count', { body: filter }),
      ]);
      return { lists: token_lists, total: total_count };
    },
  });
}

/** One page of the lists the signed-in user owns or manages, and their count. */
export function useMyTokenLists(page: number, enabled: boolean) {
  const api = useTokenListApi();
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'mine', page],
    enabled,
    queryFn: async () => {
      const [{ token_lists }, { total_count }] = await Promise.all([
        api.call('POST /v1/authorized/token_lists/list', {
          body: { only_my: true, limit: MY_LISTS_PAGE_SIZE, offset: (page - 1) * MY_LISTS_PAGE_SIZE },
        }),
        api.call('POST /v1/authorized/token_lists/count', { body: { only_my: true } }),
      ]);
      return { lists: token_lists, total: total_count };
    },
  });
}

/** The list with this url (ID), or null when there is none the caller may see. */
export function useTokenListByUrl(url: string) {
  const api = useTokenListApi();
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'list', api.signedIn, url],
    retry: false,
    queryFn: () => findListByUrl(api, url),
  });
}

/** A 404 means no list has this url: the list, or null. */
export async function findListByUrl(api: TokenListApi, url: string): Promise<TokenListWrapper | null> {
  try {
    return await api.call('GET /v1/info/token_lists/by_url/:url', { params: { url } });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** The tokens of a list, in its order. */
export function useListTokens(id: number) {
  const api = useTokenListApi();
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'tokens', id, api.signedIn],
    queryFn: async () => (await api.call('GET /v1/info/token_lists/:id/tokens', { params: { id: String(id) } })).tokens,
  });
}

/** One page of a list's pending proposals, narrowed to one root address when given, and their count. */
export function useListProposals(id: number, page: number, rootAddress: string | null) {
  const api = useTokenListApi();
  const filter = rootAddress === null ? {} : { root_address: rootAddress };
  const params = { id: String(id) };
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'proposals', id, api.signedIn, page, rootAddress],
    queryFn: async () => {
      const [{ proposals }, { total_count }] = await Promise.all([
        api.call('POST /v1/info/token_lists/:id/tokens_proposals', {
          params,
          body: { ...filter, limit: PROPOSALS_PAGE_SIZE, offset: (page - 1) * PROPOSALS_PAGE_SIZE },
        }),
        api.call('POST /v1/info/token_lists/:id/tokens_proposals/count', { params, body: filter }),
      ]);
      return { proposals, total: total_count };
    },
  });
}

/** The lists anyone may see that hold the token of `root` (the token view's "token lists"), undefined while asked. */
export function useListsHolding(root: string | null) {
  const api = useTokenListApi();
  return useQuery({
    queryKey: [TOKEN_LISTS_KEY, 'holding', api.signedIn, root],
    queryFn: async () =>
      (await api.call('POST /v1/info/token_lists/list', { body: { root_address: root ?? '', limit: LISTS_PAGE_SIZE } })).token_lists,
    enabled: root !== null,
    staleTime: 60_000,
  });
}
