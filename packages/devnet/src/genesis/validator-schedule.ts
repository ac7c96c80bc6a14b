import { bytesToHex, configParamValue, encodeConfigParamValue, type ConfigParams, type ElectionTimings, type ValidatorSet } from '@tvmscan/tvm';
import { deriveBytes } from '../derive-bytes.js';
import { ed25519KeyFromSeed } from '../contracts/shared/ed25519-key.js';
import { DevnetError } from '../errors.js';
import { present } from '../present.js';

/** Short election timings (param 15) so that elections open, close and the set rotates within minutes. */
export const DEVNET_ELECTION_TIMINGS: ElectionTimings = {
  validatorsElectedFor: 240,
  electionsStartBefore: 120,
  electionsEndBefore: 60,
  stakeHeldFor: 60,
};

const POOL_SIZE = 8;
const MIN_ELECTED = 3;
const STAKE_UNIT = 10_000_000_000_000n;

/**
 * The devnet's validators: a pool of Ed25519 keys derived from the seed, of which each election picks a few
 * with stakes as weights. Config param 34 holds the current set, 36 the next one once elections close,
 * 32 the previous one after a rotation.
 */
export class ValidatorSchedule {
  private readonly pool: { publicKey: string; adnl: string }[];

  constructor(private readonly seed: string) {
    this.pool = Array.from({ length: POOL_SIZE }, (_, i) => ({
      publicKey: ed25519KeyFromSeed(deriveBytes(seed, `validator:${i}`)).publicKey,
      adnl: bytesToHex(deriveBytes(seed, `validator-adnl:${i}`)),
    }));
  }

  /** The set elected to validate from `since` for one round of `timings`. */
  elect(since: number, timings: ElectionTimings): ValidatorSet {
    const draw = deriveBytes(this.seed, `election:${since}`);
    const byte = (index: number) => present(draw[index], `byte ${index} of the election draw`);
    const count = MIN_ELECTED + (byte(0) % (POOL_SIZE - MIN_ELECTED + 1));
    const order = this.pool.map((member, i) => ({ member, rank: byte(1 + i) * POOL_SIZE + i })).sort((a, b) => a.rank - b.rank);
    const list = order.slice(0, count).map(({ member }, i) => ({
      kind: 'validator_addr' as const,
      publicKey: member.publicKey,
      weight: STAKE_UNIT * BigInt(1 + byte(10 + i)),
      adnlAddress: member.adnl,
    }));
    const totalWeight = list.reduce((sum, v) => sum + v.weight, 0n);
    return {
      kind: 'validators_ext',
      utimeSince: since,
      utimeUntil: since + timings.validatorsElectedFor,
      total: count,
      main: count,
      totalWeight,
      list,
    };
  }

  /**
   * The config after what is due at `now`: when elections close the next set appears in param 36; when
   * the current round ends it moves to 34 and the old set to 32. Null when nothing is due.
   */
  advance(config: ConfigParams, now: number): ConfigParams | null {
    const timings = configParamValue(config, 15);
    const current = configParamValue(config, 34);
    if (timings === undefined || current === undefined) throw new DevnetError('bad-config', 'the devnet config needs params 15 and 34');
    const next = configParamValue(config, 36);
    const params = new Map(config.params);
    if (next !== undefined && now >= next.utimeSince) {
      params.set(32, encodeConfigParamValue(32, current));
      params.set(34, encodeConfigParamValue(34, next));
      params.delete(36);
      return { address: config.address, params };
    }
    if (next === undefined && now >= current.utimeUntil - timings.electionsEndBefore) {
      params.set(36, encodeConfigParamValue(36, this.elect(current.utimeUntil, timings)));
      return { address: config.address, params };
    }
    return null;
  }
}
