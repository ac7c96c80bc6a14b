import type { DevnetTokens } from '../workload/tokens/devnet-tokens.js';

/** A token manifest (spec 001 §3): its tokens, each with its address, symbol, name and decimals. */
export interface DevnetTokenManifest {
  readonly name: string;
  readonly version: { readonly major: number; readonly minor: number; readonly patch: number };
  readonly tokens: readonly { readonly address: string; readonly symbol: string; readonly name: string; readonly decimals: number }[];
}

/** The manifest of the devnet's own tokens (TIP-3 roots, then jetton minters): the list an explorer of the devnet trusts. */
export function devnetTokenManifest(setup: DevnetTokens): DevnetTokenManifest {
  return {
    name: 'Devnet tokens',
    version: { major: 1, minor: 0, patch: 0 },
    tokens: [
      ...setup.tokens.map((token) => ({
        address: token.address,
        symbol: token.config.symbol,
        name: token.config.name,
        decimals: token.config.decimals,
      })),
      ...setup.jettons.map((jetton) => ({
        address: jetton.address,
        symbol: jetton.metadata.symbol,
        name: jetton.metadata.name,
        decimals: jetton.metadata.decimals,
      })),
    ],
  };
}
