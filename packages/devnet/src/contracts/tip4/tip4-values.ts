const EVER = 1_000_000_000n;

/**
 * Values (nano) to attach to TIP-4 calls of the sample collection: enough with a margin on the
 * Everscale mainnet config, the surplus returning to the sender (`sendGasTo`). The smallest values that
 * worked on the emulated network are in the comments.
 */
export const TIP4_VALUES = {
  /** Deploying a Collection (smallest 1.43): it keeps 1 EVER and sends 0.4 to its IndexBasis. */
  deployCollection: 2n * EVER,
  /** `remainOnNft`: what each NFT keeps. */
  remainOnNft: (3n * EVER) / 10n,
  /** `mintNft`: must exceed remainOnNft + 0.6 EVER (smallest 0.902 with remainOnNft 0.3). */
  mint: 2n * EVER,
  /** NFT `transfer`: pays 0.2 to destroy and 0.3 to deploy the owner indexes (smallest 0.558). */
  transfer: EVER,
  /** NFT `changeManager`: the NFT keeps its balance, the rest returns. */
  changeManager: EVER / 2n,
  /** NFT `burn`: pays to destroy the owner indexes; the NFT's balance then goes to its collection. */
  burn: EVER,
} as const;
