import { useQuery } from '@tanstack/react-query';
import { useNetworkConfig } from '../config/network-context.js';
import { loadManifestTokens } from './token-manifest.js';
import type { ManifestToken } from './token-manifest.js';

const NO_TOKENS: readonly ManifestToken[] = [];

/**
 * The tokens of the network's token list manifests (`tokenListManifestUrls` of /config.json): the trusted tokens,
 * which sort first in search and make the 'trusted' token filter. None while they load or when no manifest is set.
 */
export function useTokenManifest(): readonly ManifestToken[] {
  const { tokenListManifestUrls } = useNetworkConfig();
  const manifest = useQuery({
    queryKey: ['token-manifest', tokenListManifestUrls],
    queryFn: () => loadManifestTokens(tokenListManifestUrls),
    enabled: tokenListManifestUrls.length > 0,
    staleTime: Infinity,
  });
  return manifest.data ?? NO_TOKENS;
}
