import { loadHashmap, type Cell, type VmValue } from '@tvmscan/tvm';
import type { GetMethodSource } from '../../sources/state-source.js';
import { VmShape } from './vm-shape.js';

/** A validator's application in the open (or just conducted) election. */
interface ElectionCandidate {
  readonly publicKey: string;
  /** The wallet that staked, `-1:hex`. */
  readonly address: string;
  readonly stake: bigint;
  /** The largest ratio of its effective stake to the smallest one it accepts, 16.16 fixed point (65536 is 1). */
  readonly maxFactor: number;
  readonly adnlAddress: string;
}

/** The elector's current election (`participant_list_extended`). */
export interface CurrentElection {
  /** The election id: the time the elected set is to take over. */
  readonly electionId: number;
  readonly electClose: number;
  readonly minStake: bigint;
  /** The sum of the candidates' stakes. */
  readonly totalStake: bigint;
  readonly candidates: readonly ElectionCandidate[];
  readonly failed: boolean;
  readonly finished: boolean;
}

/** An elected validator's stake, frozen until the election's stakes are returned. */
interface FrozenStake {
  readonly publicKey: string;
  readonly address: string;
  readonly weight: bigint;
  readonly stake: bigint;
  readonly banned: boolean;
}

/** A conducted election the elector still holds the stakes of (`past_elections`). */
export interface PastElection {
  readonly electionId: number;
  readonly unfreezeAt: number;
  readonly stakeHeld: number;
  /** The hash of the validator set it elected. */
  readonly validatorSetHash: string;
  readonly frozen: readonly FrozenStake[];
  /** The sum of the frozen stakes. */
  readonly totalStake: bigint;
  readonly bonuses: bigint;
}

export interface ElectorElections {
  readonly current: CurrentElection | null;
  readonly past: readonly PastElection[];
}

/**
 * Reads the elections of an elector (Everscale, Tycho and TON run the same elector get-methods) by running
 * `participant_list_extended` and `past_elections` on its current state.
 */
export async function readElectorElections(source: GetMethodSource, elector: string, now: number): Promise<ElectorElections> {
  const [current, past] = await Promise.all([
    source.runGetMethod(elector, 'participant_list_extended', [], { now }),
    source.runGetMethod(elector, 'past_elections', [], { now }),
  ]);
  return {
    current: currentElection(current.stack, new VmShape(`participant_list_extended of ${elector}`)),
    past: pastElections(past.stack, new VmShape(`past_elections of ${elector}`)),
  };
}

/** `(elect_at, elect_close, min_stake, total_stake, [pubkey, [stake, max_factor, wallet, adnl]] list, failed, finished)`; elect_at 0 is no election. */
function currentElection(stack: readonly VmValue[], shape: VmShape): CurrentElection | null {
  const [electAt, electClose, minStake, totalStake, list, failed, finished] = shape.tuple(stack, 7, 'the returned values');
  const electionId = shape.smallUint(electAt, 'elect_at');
  if (electionId === 0) return null;
  return {
    electionId,
    electClose: shape.smallUint(electClose, 'elect_close'),
    minStake: shape.int(minStake, 'min_stake'),
    totalStake: shape.int(totalStake, 'total_stake'),
    candidates: shape.list(list, 'participants').map((item, index) => candidate(item, shape, `participant ${index}`)),
    failed: shape.bool(failed, 'failed'),
    finished: shape.bool(finished, 'finished'),
  };
}

function candidate(item: VmValue, shape: VmShape, field: string): ElectionCandidate {
  const [publicKey, details] = shape.tuple(item, 2, field);
  const [stake, maxFactor, wallet, adnl] = shape.tuple(details, 4, `${field} details`);
  return {
    publicKey: shape.hex256(publicKey, `${field} public key`),
    address: `-1:${shape.hex256(wallet, `${field} wallet`)}`,
    stake: shape.int(stake, `${field} stake`),
    maxFactor: shape.smallUint(maxFactor, `${field} max factor`),
    adnlAddress: shape.hex256(adnl, `${field} adnl address`),
  };
}

/** A list of `[id, unfreeze_at, stake_held, vset_hash, frozen_dict, total_stake, bonuses, complaints]`. */
function pastElections(stack: readonly VmValue[], shape: VmShape): PastElection[] {
  const [list] = shape.tuple(stack, 1, 'the returned values');
  return shape.list(list, 'past elections').map((item, index) => {
    const field = `past election ${index}`;
    const [id, unfreezeAt, stakeHeld, vsetHash, frozen, totalStake, bonuses] = shape.tuple(item, 7, field);
    return {
      electionId: shape.smallUint(id, `${field} id`),
      unfreezeAt: shape.smallUint(unfreezeAt, `${field} unfreeze_at`),
      stakeHeld: shape.smallUint(stakeHeld, `${field} stake_held`),
      validatorSetHash: shape.hex256(vsetHash, `${field} vset_hash`),
      frozen: frozenStakes(shape.dictionary(frozen, `${field} frozen_dict`)),
      totalStake: shape.int(totalStake, `${field} total_stake`),
      bonuses: shape.int(bonuses, `${field} bonuses`),
    };
  });
}

/** `frozen_dict`: public key → `wallet:uint256 weight:uint64 stake:Grams banned:Bool`, as the elector writes it when it conducts the election. */
function frozenStakes(root: Cell | null): FrozenStake[] {
  if (root === null) return [];
  const entries = loadHashmap(root, 256, (s, key) => ({
    publicKey: key.toString(16).padStart(64, '0'),
    address: `-1:${s.loadUintBig(256).toString(16).padStart(64, '0')}`,
    weight: s.loadUintBig(64),
    stake: s.loadCoins(),
    banned: s.loadBit(),
  }));
  return entries.map(({ value }) => value);
}
