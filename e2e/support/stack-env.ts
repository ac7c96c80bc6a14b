/** The environment values through which the global setup hands the stack's URLs to the specs. */
export const DEVNET_URL_ENV = 'TVMSCAN_E2E_DEVNET_URL';
export const GENESIS_URL_ENV = 'TVMSCAN_E2E_GENESIS_URL';
export const MIDCHAIN_URL_ENV = 'TVMSCAN_E2E_MIDCHAIN_URL';
/** The second mid-chain index, imported with no state source. */
export const MIDCHAIN_STATELESS_URL_ENV = 'TVMSCAN_E2E_MIDCHAIN_STATELESS_URL';
/** Masterchain blocks the devnet stack has indexed before any spec runs. */
export const MIN_MC_BLOCKS = 20;
/** The access-token lifetime of the devnet stack's local OpenID provider: short, so that the specs see renewals. */
export const ACCESS_TOKEN_TTL_S = 30;
