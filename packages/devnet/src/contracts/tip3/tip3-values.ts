const EVER = 1_000_000_000n;

/**
 * Values (nano) to attach to TIP-3 calls: enough with a wide margin on the Everscale mainnet config,
 * the surplus returning to `remainingGasTo`. The smallest values that worked on the emulated network
 * are in the comments; they move with the gas prices of the config.
 */
export const TIP3_VALUES = {
  /** Deploying a TokenRoot (smallest 1.016): the root keeps 1 EVER, the rest returns. */
  deployRoot: (3n * EVER) / 2n,
  /** `deployWalletValue` for a holder's new token wallet; the wallet keeps about 0.1 EVER. */
  deployWalletValue: EVER / 10n,
  /** `mint` (smallest 0.145 with a new wallet and deployWalletValue 0.1, 0.028 to an existing one). */
  mint: EVER / 2n,
  /** `transfer` (smallest 0.151 with a new recipient wallet and deployWalletValue 0.1, 0.037 otherwise). */
  transfer: EVER / 2n,
  /** `burn` (smallest 0.031). */
  burn: (3n * EVER) / 10n,
  /** `deployWallet` on the root, with deployWalletValue 0.1. */
  deployWallet: EVER / 2n,
} as const;
