import { useQuery } from '@tanstack/react-query';
import { useNetworkConfig } from '../config/network-context.js';
import { loadManifestTokens } from './token-manifest.js';
import type { ManifestToken } from './token-manifest.js';

const NO_TOKENS: readonly ManifestToken[] = [];

/**
 * The tokens of the network's token list manifests (`tokenListManifestUrls` of /config.json), which sort first in
 * search; read once `wanted` (they live on other hosts, so they are not asked for on every page). None while they
 * load, when no manifest is set, or when none can be read.
 */
export function useTokenManifest(wanted: boolean): readonly ManifestToken[] {
  const { tokenListManifestUrls } = useNetworkConfig();
  const manifest = useQuery({
    queryKey: ['token-manifest', tokenListManifestUrls],
    queryFn: () => loadManifestTokens(tokenListManifestUrls),
    enabled: wanted && tokenListManifestUrls.length > 0,
    staleTime: Infinity,
  });
  return manifest.data ?? NO_TOKENS;
}
