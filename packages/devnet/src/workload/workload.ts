import { ed25519KeyFromSeed, type Ed25519Key } from '../contracts/shared/ed25519-key.js';
import { deriveBytes } from '../derive-bytes.js';
import { EverWallet } from '../wallet/ever-wallet.js';
import { sendFromWallet } from '../wallet/wallet-sender.js';
import type { ActivityContext, WorkloadActivity } from './activity.js';
import { SeededRandom } from './seeded-random.js';
import type { WorkloadHost } from './workload-host.js';
import { present } from '../present.js';

export interface ActivityStats {
  runs: number;
  /** Calls the network accepted (a transaction happened). */
  executed: number;
  /** Calls the network refused (no transaction). */
  rejected: number;
  /** Times the activity was picked but had nothing to do yet. */
  skipped: number;
}

/** Picks tried per due activity before the slot is given up (every activity had nothing to do). */
const PICKS_PER_SLOT = 4;

/**
 * Sends a stream of activities at `ratePerSecond` (on average; fractions carry over between calls),
 * each picked by weight with a random source seeded from the devnet seed.
 */
export class Workload {
  readonly stats = new Map<string, ActivityStats>();
  private readonly random: SeededRandom;
  private readonly participants: EverWallet[] = [];
  private readonly impostor: Ed25519Key;
  private readonly totalWeight: number;
  private carry = 0;
  private createdWallets = 0;

  constructor(
    private readonly seed: string,
    private readonly activities: readonly WorkloadActivity[],
    private readonly ratePerSecond: number,
    host: Pick<WorkloadHost, 'wallets'>,
  ) {
    this.random = new SeededRandom(deriveBytes(seed, 'workload'));
    this.participants.push(...host.wallets);
    this.impostor = ed25519KeyFromSeed(deriveBytes(seed, 'workload-impostor'));
    this.totalWeight = activities.reduce((sum, activity) => sum + activity.weight, 0);
  }

  /** Runs the activities due for `elapsedMs` of network time; returns how many ran. */
  run(host: WorkloadHost, elapsedMs: number): number {
    this.carry += (this.ratePerSecond * elapsedMs) / 1000;
    const count = Math.floor(this.carry);
    this.carry -= count;
    const context = this.context(host);
    for (let i = 0; i < count; i++) this.runOne(context);
    return count;
  }

  private runOne(context: ActivityContext): void {
    for (let pick = 0; pick < PICKS_PER_SLOT; pick++) {
      const activity = this.pick();
      const result = activity.run(context);
      const stats = this.stats.get(activity.name) ?? { runs: 0, executed: 0, rejected: 0, skipped: 0 };
      this.stats.set(activity.name, stats);
      if (result === null) {
        stats.skipped++;
        continue;
      }
      stats.runs++;
      if (result.kind === 'executed') stats.executed++;
      else stats.rejected++;
      return;
    }
  }

  private pick(): WorkloadActivity {
    let ticket = this.random.below(this.totalWeight);
    for (const activity of this.activities) {
      if (ticket < activity.weight) return activity;
      ticket -= activity.weight;
    }
    return present(this.activities.at(-1), 'an activity');
  }

  private context(host: WorkloadHost): ActivityContext {
    return {
      host,
      random: this.random,
      participants: this.participants,
      impostor: this.impostor,
      send: (wallet, send) => sendFromWallet(host, wallet, send),
      newWallet: () => EverWallet.fromSecret(deriveBytes(this.seed, `workload-wallet:${this.createdWallets++}`)),
      adopt: (wallet) => {
        this.participants.push(wallet);
      },
    };
  }
}
