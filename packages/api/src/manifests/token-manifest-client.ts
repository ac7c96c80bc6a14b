import type { ManifestToken } from '@tvmscan/store';

const RAW_ADDRESS = /^-?\d{1,3}:[0-9a-fA-F]{64}$/;
/** The largest manifest read: a list of thousands of tokens is far smaller. */
const MAX_MANIFEST_BYTES = 4 * 1024 * 1024;
const MAX_TEXT = 127;
const MAX_LOGO = 2048;

/**
 * A token manifest's tokens: `GET url`, a JSON object whose `tokens` list each has an `address` (raw) and a
 * `symbol`, optionally `name`, `decimals` and `logoURI`. Undefined for a manifest that cannot be read (network
 * failure, status other than 2xx, not a manifest): spec 001 §7 drops failed responses. Tokens that are not usable
 * (no raw address, no symbol) are left out.
 */
export async function fetchTokenManifest(url: string, timeoutMs: number): Promise<ManifestToken[] | undefined> {
  try {
    const response = await fetch(url, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(timeoutMs) });
    if (!response.ok) {
      await response.body?.cancel();
      return undefined;
    }
    const text = await response.text();
    if (text.length > MAX_MANIFEST_BYTES) return undefined;
    return manifestTokens(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function manifestTokens(manifest: unknown): ManifestToken[] | undefined {
  if (typeof manifest !== 'object' || manifest === null) return undefined;
  const tokens = (manifest as { tokens?: unknown }).tokens;
  if (!Array.isArray(tokens)) return undefined;
  return tokens.flatMap((token) => {
    const read = manifestToken(token);
    return read ? [read] : [];
  });
}

function manifestToken(token: unknown): ManifestToken | undefined {
  if (typeof token !== 'object' || token === null) return undefined;
  const { address, symbol, name, decimals, logoURI } = token as Record<string, unknown>;
  if (typeof address !== 'string' || !RAW_ADDRESS.test(address)) return undefined;
  if (typeof symbol !== 'string' || symbol.length === 0 || symbol.length > MAX_TEXT) return undefined;
  return {
    address: address.toLowerCase(),
    symbol,
    name: typeof name === 'string' && name.length <= MAX_TEXT ? name : symbol,
    decimals: Number.isInteger(decimals) && (decimals as number) >= 0 && (decimals as number) <= 255 ? (decimals as number) : 0,
    ...(typeof logoURI === 'string' && /^https?:\/\//.test(logoURI) && logoURI.length <= MAX_LOGO ? { logoURI } : {}),
  };
}

/** The tokens of several manifests, in their order, each address once (the first manifest naming it wins). */
export function mergeManifests(manifests: readonly (readonly ManifestToken[])[]): ManifestToken[] {
  const byAddress = new Map<string, ManifestToken>();
  for (const token of manifests.flat()) if (!byAddress.has(token.address)) byAddress.set(token.address, token);
  return [...byAddress.values()];
}
