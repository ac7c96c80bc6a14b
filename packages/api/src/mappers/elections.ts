import type { ElectionRecord } from '@tvmscan/store';
import type { TypedConfig, ValidatorSet as ConfigValidatorSet } from '@tvmscan/tvm';
import type { ElectionsConfig, ElectionsState, Participant, ValidatorSet } from '../schemas/elections.js';

const WEIGHT_DECIMALS = 9;
/** Param 17's max_stake_factor is a 16.16 fixed-point number. */
const FIXED_16_16 = 65_536;

export function electionsConfig(params: TypedConfig | null): ElectionsConfig {
  const timings = params?.[15];
  const stakes = params?.[17];
  return {
    validatorsElectedFor: timings?.validatorsElectedFor ?? null,
    electionsStartBefore: timings?.electionsStartBefore ?? null,
    electionsEndBefore: timings?.electionsEndBefore ?? null,
    stakeHeldFor: timings?.stakeHeldFor ?? null,
    minStake: stakes ? String(stakes.minStake) : null,
    maxStake: stakes ? String(stakes.maxStake) : null,
    minTotalStake: stakes ? String(stakes.minTotalStake) : null,
    maxStakeFactor: stakes ? stakes.maxStakeFactor / FIXED_16_16 : null,
    minValidators: params?.[16]?.minValidators ?? null,
    maxValidators: params?.[16]?.maxValidators ?? null,
    maxMainValidators: params?.[16]?.maxMainValidators ?? null,
  };
}

/** Elections by id (the time their set starts validating, which is its `utime_since`). */
export type ElectionsById = ReadonlyMap<number, ElectionRecord>;

/**
 * The elections' status at `now`: the next election (whose id is the end of the current round) is waiting until
 * `electionsStartBefore` seconds before that end, open until `electionsEndBefore` before it, then closed.
 */
export function electionsState(params: TypedConfig | null, elections: ElectionsById, now: number): ElectionsState {
  const timings = params?.[15];
  const current = params?.[34];
  const setOf = (set: ConfigValidatorSet | undefined) => (set ? validatorSet(set, elections.get(set.utimeSince)) : null);
  const electionId = current?.utimeUntil ?? null;
  const open = electionId !== null && timings ? electionId - timings.electionsStartBefore : null;
  const close = electionId !== null && timings ? electionId - timings.electionsEndBefore : null;
  return {
    status: open === null || close === null ? null : now < open ? 'waiting' : now < close ? 'open' : 'closed',
    electionId,
    electAt: electionId,
    electClose: close,
    validationCyclePeriod: timings?.validatorsElectedFor ?? null,
    electionsPeriod: timings ? timings.electionsStartBefore - timings.electionsEndBefore : null,
    previous: setOf(params?.[32]),
    current: setOf(current),
    next: setOf(params?.[36]),
  };
}

/**
 * A validator set with what its election adds: each validator's wallet and stake, matched by public key, and its
 * share of the bonuses (in proportion to its stake, as the elector pays them). Unknown parts are null.
 */
export function validatorSet(set: ConfigValidatorSet, election: ElectionRecord | undefined): ValidatorSet {
  const totalWeight = set.kind === 'validators_ext' ? set.totalWeight : set.list.reduce((sum, v) => sum + v.weight, 0n);
  const stakes = new Map((election?.participants ?? []).map((p) => [p.publicKey.toLowerCase(), p]));
  const totalStake = election ? BigInt(election.total_stake) : null;
  const bonuses = election ? BigInt(election.bonuses) : null;
  const ranked = set.list
    .map((validator, index) => ({ validator, index }))
    .sort((a, b) => (a.validator.weight === b.validator.weight ? a.index - b.index : a.validator.weight > b.validator.weight ? -1 : 1));
  const participants: Participant[] = ranked.map(({ validator }, rank) => {
    const participant = stakes.get(validator.publicKey.toLowerCase());
    const stake = participant ? BigInt(participant.stake) : null;
    return {
      rank: rank + 1,
      address: participant?.address ?? null,
      publicKey: validator.publicKey,
      stake: stake === null ? null : String(stake),
      bonuses: stake !== null && bonuses !== null && totalStake ? String((bonuses * stake) / totalStake) : null,
      weight: fraction(validator.weight, totalWeight),
    };
  });
  return {
    utimeSince: set.utimeSince,
    utimeUntil: set.utimeUntil,
    totalStake: totalStake === null ? null : String(totalStake),
    totalBonuses: bonuses === null ? null : String(bonuses),
    participantCount: set.total,
    participants,
  };
}

/** part / whole as a decimal string with 9 decimals (rounded down). */
export function fraction(part: bigint, whole: bigint): string {
  if (whole === 0n) return '0';
  const scaled = (part * 10n ** BigInt(WEIGHT_DECIMALS)) / whole;
  const digits = scaled.toString().padStart(WEIGHT_DECIMALS + 1, '0');
  return `${digits.slice(0, -WEIGHT_DECIMALS)}.${digits.slice(-WEIGHT_DECIMALS)}`;
}

/** The participants with the largest stakes (by weight where stakes are unknown), at most `count`. */
export function topValidators(set: ValidatorSet | null, count: number): Participant[] {
  if (!set) return [];
  const byStake = [...set.participants].sort((a, b) => {
    if (a.stake !== null && b.stake !== null && a.stake !== b.stake) return BigInt(a.stake) > BigInt(b.stake) ? -1 : 1;
    return a.rank - b.rank;
  });
  return byStake.slice(0, count);
}
