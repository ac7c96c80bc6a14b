import type { ElectionRecord } from '@tvmscan/store';
import type { TypedConfig, ValidatorSet as ConfigValidatorSet } from '@tvmscan/tvm';
import type { ElectionsConfig, ElectionsState, ElectorElection, HeldElection, Participant, SetOrigin, ValidatorSet } from '../schemas/elections.js';

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

/** What the index holds about the sets in the config and the elections that choose them. */
export interface SetElections {
  /** Elections by id (the time their set starts validating, which is its `utime_since`). */
  readonly byId: ReadonlyMap<number, ElectionRecord>;
  /** The `utime_since` of the sets the network's zerostate installed. */
  readonly fromZerostate: ReadonlySet<number>;
  /** The newest election the index holds, open or conducted. */
  readonly latest: ElectionRecord | null;
}

/**
 * The elections' status at `now`: the next election (whose id is the end of the current round) is waiting until
 * `electionsStartBefore` seconds before that end, open until `electionsEndBefore` before it, then closed. The next set
 * is the one the config names (param 36), else, while an election is open, its candidates.
 */
export function electionsState(params: TypedConfig | null, elections: SetElections, elector: ElectorState, now: number): ElectionsState {
  const timings = params?.[15];
  const current = params?.[34];
  const setOf = (set: ConfigValidatorSet | undefined) =>
    set ? validatorSet(set, elections.byId.get(set.utimeSince), originOf(set, elections)) : null;
  const electionId = current?.utimeUntil ?? null;
  const open = electionId !== null && timings ? electionId - timings.electionsStartBefore : null;
  const close = electionId !== null && timings ? electionId - timings.electionsEndBefore : null;
  const { latest } = elections;
  const candidates = latest !== null && !latest.finished && Number(latest.election_id) > (current?.utimeSince ?? 0) ? latest : null;
  return {
    status: open === null || close === null ? null : now < open ? 'waiting' : now < close ? 'open' : 'closed',
    electionId,
    electAt: electionId,
    electClose: close,
    validationCyclePeriod: timings?.validatorsElectedFor ?? null,
    electionsPeriod: timings ? timings.electionsStartBefore - timings.electionsEndBefore : null,
    previous: setOf(params?.[32]),
    current: setOf(current),
    next: params?.[36] ? setOf(params[36]) : candidates && candidateSet(candidates, timings?.validatorsElectedFor ?? 0),
    ...elector,
  };
}

/** Everscan's names for what the elector's data holds (API.md, "Everscan compatibility"). */
export type ElectorState = Pick<ElectionsState, 'activeId' | 'activeHash' | 'currentElection' | 'pastElections'>;

/** The current validator set (param 34) as the elector sees it: the hash of its cell and when it took over. */
export interface CurrentSet {
  readonly hash: string;
  readonly utimeSince: number;
}

/**
 * The elector's data as its last reading left it: `held` are the elections of that reading. Its open election lasts
 * until the set it elected is installed (param 34 then starts at its id). Its `active_id` is the held conducted
 * election whose set hash is param 34's (the elector looks it up so each time the set changes), else 0; its
 * `active_hash` is param 34's hash.
 */
export function electorState(held: readonly ElectionRecord[], current: CurrentSet | null): ElectorState {
  const past = held.filter((row) => row.unfreeze_at !== null && row.stake_held !== null && row.validator_set_hash !== null);
  const open = held.find(
    (row) => row.elect_close !== null && row.min_stake !== null && (!row.finished || Number(row.election_id) > (current?.utimeSince ?? 0)),
  );
  const active = past.find((row) => row.validator_set_hash === current?.hash);
  return {
    activeId: held.length === 0 ? null : active ? Number(active.election_id) : 0,
    activeHash: current?.hash ?? null,
    currentElection: open ? electorElection(open) : null,
    pastElections: past.map(heldElection),
  };
}

function electorElection(row: ElectionRecord): ElectorElection {
  return {
    electAt: Number(row.election_id),
    electClose: Number(row.elect_close),
    minStake: String(row.min_stake),
    totalStake: String(row.total_stake),
    failed: row.failed,
    finished: row.finished,
  };
}

function heldElection(row: ElectionRecord): HeldElection {
  return {
    electionId: Number(row.election_id),
    unfreezeAt: Number(row.unfreeze_at),
    stakeHeld: Number(row.stake_held),
    validatorSetHash: row.validator_set_hash!,
    totalStake: String(row.total_stake),
    bonuses: String(row.bonuses),
  };
}

function originOf(set: ConfigValidatorSet, elections: SetElections): SetOrigin {
  if (elections.byId.has(set.utimeSince)) return 'election';
  return elections.fromZerostate.has(set.utimeSince) ? 'zerostate' : 'unknown';
}

/**
 * A validator set with what its election adds: each validator's wallet and stake, matched by public key, and its
 * share of the bonuses (in proportion to its stake, as the elector pays them). Unknown parts are null.
 */
export function validatorSet(
  set: ConfigValidatorSet,
  election: ElectionRecord | undefined,
  origin: SetOrigin = election ? 'election' : 'unknown',
): ValidatorSet {
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
    origin,
    totalStake: totalStake === null ? null : String(totalStake),
    totalBonuses: bonuses === null ? null : String(bonuses),
    participantCount: set.total,
    participants,
  };
}

/**
 * The open election's candidates as the set they apply to be: from the election's id for one round, ranked by stake,
 * each weighing its share of the stakes; no bonuses yet.
 */
function candidateSet(election: ElectionRecord, round: number): ValidatorSet {
  const total = BigInt(election.total_stake);
  const ranked = [...election.participants].sort((a, b) => {
    const [x, y] = [BigInt(a.stake), BigInt(b.stake)];
    return x === y ? a.publicKey.localeCompare(b.publicKey) : x > y ? -1 : 1;
  });
  const electionId = Number(election.election_id);
  return {
    utimeSince: electionId,
    utimeUntil: electionId + round,
    origin: 'candidates',
    totalStake: String(total),
    totalBonuses: null,
    participantCount: ranked.length,
    participants: ranked.map((candidate, rank) => ({
      rank: rank + 1,
      address: candidate.address,
      publicKey: candidate.publicKey,
      stake: candidate.stake,
      bonuses: null,
      weight: fraction(BigInt(candidate.stake), total),
    })),
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
