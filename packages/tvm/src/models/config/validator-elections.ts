import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';

/** Config param 15, in seconds. */
export interface ElectionTimings {
  /** Length of a validation round. */
  validatorsElectedFor: number;
  /** How long before the round ends the next election starts. */
  electionsStartBefore: number;
  /** How long before the round ends the next election closes. */
  electionsEndBefore: number;
  /** How long stakes stay frozen after the round ends. */
  stakeHeldFor: number;
}

/** Config param 16. */
export interface ValidatorCountParams {
  maxValidators: number;
  maxMainValidators: number;
  minValidators: number;
}

/** Config param 17; stakes in nanotokens. */
export interface ValidatorStakeParams {
  minStake: bigint;
  maxStake: bigint;
  minTotalStake: bigint;
  /** The largest allowed ratio of a stake to the smallest one, as a 16.16 fixed-point number. */
  maxStakeFactor: number;
}

export function loadElectionTimings(s: Slice): ElectionTimings {
  return {
    validatorsElectedFor: s.loadUint(32),
    electionsStartBefore: s.loadUint(32),
    electionsEndBefore: s.loadUint(32),
    stakeHeldFor: s.loadUint(32),
  };
}

export function storeElectionTimings(b: Builder, value: ElectionTimings): void {
  b.storeUint(value.validatorsElectedFor, 32)
    .storeUint(value.electionsStartBefore, 32)
    .storeUint(value.electionsEndBefore, 32)
    .storeUint(value.stakeHeldFor, 32);
}

export function loadValidatorCountParams(s: Slice): ValidatorCountParams {
  const value = { maxValidators: s.loadUint(16), maxMainValidators: s.loadUint(16), minValidators: s.loadUint(16) };
  if (value.maxValidators < value.maxMainValidators || value.maxMainValidators < value.minValidators || value.minValidators < 1) {
    throw new TlbError(
      'bad-value',
      `ValidatorCountParams: need max ≥ max_main ≥ min ≥ 1, got ${value.maxValidators}/${value.maxMainValidators}/${value.minValidators}`,
    );
  }
  return value;
}

export function storeValidatorCountParams(b: Builder, value: ValidatorCountParams): void {
  b.storeUint(value.maxValidators, 16).storeUint(value.maxMainValidators, 16).storeUint(value.minValidators, 16);
}

export function loadValidatorStakeParams(s: Slice): ValidatorStakeParams {
  return { minStake: s.loadCoins(), maxStake: s.loadCoins(), minTotalStake: s.loadCoins(), maxStakeFactor: s.loadUint(32) };
}

export function storeValidatorStakeParams(b: Builder, value: ValidatorStakeParams): void {
  b.storeCoins(value.minStake).storeCoins(value.maxStake).storeCoins(value.minTotalStake).storeUint(value.maxStakeFactor, 32);
}
