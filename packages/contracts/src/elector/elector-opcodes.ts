/**
 * The op codes of the elector of this family (Everscale's, TON's and Tycho's FunC elector): the requests a validator's
 * wallet sends it, the answers it sends back, and what it exchanges with the configuration contract. Every body starts
 * with the 32-bit op and a 64-bit query id.
 */
export const ELECTOR_OPCODES = {
  /** A validator's stake for the open election, with its signed request (`new_stake`). */
  newStake: 0x4e73744b,
  /** The elector accepted a stake (sent when the request's query id is not 0). */
  stakeConfirmation: 0xf374484c,
  /** The elector returned a stake it refused; the body's 32-bit reason follows the query id. */
  stakeReturned: 0xee6f454c,
  /** A wallet asks for what the elector credits it: unfrozen stakes, their bonuses, unused parts of stakes. */
  recoverStake: 0x47657424,
  /** The elector pays a wallet its credit. */
  recoverStakeOk: 0xf96f7324,
  /** The elector holds no credit for the wallet that asked (or it is not in the masterchain). */
  recoverStakeError: 0xfffffffe,
  /** The elector sends the set it elected to the configuration contract, to become config param 36. */
  newValidatorSet: 0x4e565354,
  /** The configuration contract installed the set as the next one. */
  validatorSetAccepted: 0xee764f4b,
  /** The configuration contract refused the set. */
  validatorSetRefused: 0xee764f6f,
} as const;

/** Why the elector returned a stake (the reason after the query id of a `stakeReturned` body). */
export const STAKE_RETURN_REASONS: Readonly<Record<number, string>> = {
  0: 'no election is open, or the stake does not come from the masterchain',
  1: 'the request is not signed by the validator key',
  2: 'the stake is below 1/4096 of the total staked',
  3: 'the stake is for another election',
  4: 'the validator key already stakes from another wallet',
  5: 'the stake is below the minimum stake',
  6: 'the max factor is below 1',
};
