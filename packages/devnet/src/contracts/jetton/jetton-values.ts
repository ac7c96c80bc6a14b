const EVER = 1_000_000_000n;

/**
 * Values (nano) to attach to Jetton calls: the standard contracts keep 0.01 for storage and count 0.01
 * of gas per step, so these leave a wide margin on the devnet's config; the surplus returns to the
 * response address as `excesses`.
 */
export const JETTON_VALUES = {
  /** Deploying the minter together with its first mint; the minter keeps what the mint does not use. */
  deployMinter: EVER / 2n,
  /** `mint`, admin to minter. */
  mint: EVER / 5n,
  /** What the minter forwards with the `internal_transfer` of a mint (deploys the wallet when needed). */
  mintWalletValue: EVER / 10n,
  /** `transfer`, owner to its wallet. */
  transfer: EVER / 5n,
  /** `burn`, owner to its wallet. */
  burn: EVER / 10n,
} as const;
