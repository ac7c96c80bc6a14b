import type { Amount } from '../../shared/api/types.js';

/**
 * The answers of the elections calls, as packages/api/API.md defines them (GET /elections/config, /elections/state,
 * /elections/bonuses and /time).
 */

export interface ElectionsConfig {
  validatorsElectedFor: number | null;
  electionsStartBefore: number | null;
  electionsEndBefore: number | null;
  stakeHeldFor: number | null;
  minStake: Amount | null;
  maxStake: Amount | null;
  minTotalStake: Amount | null;
  maxStakeFactor: number | null;
}

export interface Participant {
  rank: number;
  /** The validator's wallet, known once the elector's data is indexed. */
  address: string | null;
  publicKey: string;
  stake: Amount | null;
  bonuses: Amount | null;
  /** A fraction of the set's total weight, as a decimal string ('0.012345678'). */
  weight: string;
}

export interface ValidatorSet {
  utimeSince: number;
  utimeUntil: number;
  totalStake: Amount | null;
  totalBonuses: Amount | null;
  participantCount: number;
  participants: Participant[];
}

export type ElectionsStatus = 'waiting' | 'open' | 'closed';

export interface ElectionsState {
  status: ElectionsStatus | null;
  electionId: number | null;
  electAt: number | null;
  electClose: number | null;
  validationCyclePeriod: number | null;
  electionsPeriod: number | null;
  previous: ValidatorSet | null;
  current: ValidatorSet | null;
  next: ValidatorSet | null;
}

export interface Bonuses {
  totalBonuses: Amount | null;
  electionId: number | null;
}

export interface ServerTime {
  time: number;
}
