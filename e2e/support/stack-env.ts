/** The environment values through which the global setup hands the stack's URLs to the specs. */
export const DEVNET_URL_ENV = 'TVMSCAN_E2E_DEVNET_URL';
export const GENESIS_URL_ENV = 'TVMSCAN_E2E_GENESIS_URL';
/** Masterchain blocks the devnet stack has indexed before any spec runs. */
export const MIN_MC_BLOCKS = 20;
/** The access-token lifetime of the devnet stack's local OpenID provider: short, so that the specs see renewals. */
export const ACCESS_TOKEN_TTL_S = 30;
