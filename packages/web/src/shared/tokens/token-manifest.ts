import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';

/** A token a token list manifest names (spec 001 §3): its root in raw form and its symbol. */
export interface ManifestToken {
  address: string;
  symbol: string;
}

/**
 * The tokens of the manifests at `urls` (spec 001 §7): each is read with GET; a manifest that fails to load or is
 * not a manifest is dropped; a token named by several is kept once, as the first manifest names it.
 */
export async function loadManifestTokens(urls: readonly string[]): Promise<ManifestToken[]> {
  const manifests = await Promise.all(urls.map(readManifest));
  const byAddress = new Map<string, ManifestToken>();
  for (const token of manifests.flat()) {
    if (!byAddress.has(token.address)) byAddress.set(token.address, token);
  }
  return [...byAddress.values()];
}

async function readManifest(url: string): Promise<ManifestToken[]> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' } });
    if (!response.ok) return [];
    return manifestTokens(await response.json());
  } catch (error) {
    console.warn(`The token manifest ${url} could not be read`, error);
    return [];
  }
}

/** The well-formed token entries of a parsed manifest `{ tokens: [{ address, symbol }] }`; anything else is none. */
export function manifestTokens(manifest: unknown): ManifestToken[] {
  if (typeof manifest !== 'object' || manifest === null || !('tokens' in manifest) || !Array.isArray(manifest.tokens)) return [];
  return (manifest.tokens as unknown[]).flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { address, symbol } = entry as Record<string, unknown>;
    if (typeof address !== 'string' || !isValidAddress(address) || typeof symbol !== 'string') return [];
    return [{ address: toRawAddress(address), symbol }];
  });
}
