import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Token } from '@tvmscan/api/token-contract';
import { useTokenApi } from '../../shared/config/network-context.js';
import { useTokenManifest } from '../../shared/tokens/use-token-manifest.js';
import { searchesSymbols } from './search-query.js';
import { sortTokens } from './token-order.js';

/**
 * The tokens whose symbol holds the query (GET /root_contract/symbol_substring), asked only for queries longer than
 * 2 characters and where the network has a token API; manifest tokens first (spec 001 §2). Undefined while asked; a
 * failed search finds no token.
 */
export function useTokenResults(query: string): readonly Token[] | undefined {
  const tokens = useTokenApi();
  const asked = tokens !== null && searchesSymbols(query);
  const answer = useQuery({
    queryKey: ['search', 'symbols', query],
    queryFn: async () => (tokens ? (await tokens.get('/root_contract/symbol_substring/:substring', { substring: query })).tokens : []),
    enabled: asked,
    retry: false,
    staleTime: 30_000,
  });
  const found = answer.data;
  // The manifests only order results: they are read once a search finds more than one token.
  const manifest = useTokenManifest((found?.length ?? 0) > 1);
  const trusted = useMemo(() => new Set(manifest.map((token) => token.address)), [manifest]);
  return useMemo(() => {
    if (!asked || answer.isError) return [];
    return found && sortTokens(found.map(asRanked), query, trusted).map((ranked) => ranked.token);
  }, [asked, answer.isError, found, query, trusted]);
}

const asRanked = (token: Token) => ({ rootAddress: token.rootAddress, name: token.name, symbol: token.token, token });
