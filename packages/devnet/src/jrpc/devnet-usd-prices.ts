import type { RawAddress } from '../contracts/shared/raw-address.js';
import type { DevnetTokens } from '../workload/tokens/devnet-tokens.js';

/** The USD price of one whole token of each devnet token (TIP-3 roots and jetton minters), by raw address. */
export function devnetUsdPrices(setup: DevnetTokens): ReadonlyMap<RawAddress, string> {
  return new Map([...setup.tokens, ...setup.jettons].map((token) => [token.address, token.usdPrice]));
}
