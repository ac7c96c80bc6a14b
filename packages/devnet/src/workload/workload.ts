import type { SubmitResult } from '../chain/chain-engine.js';
import { deriveBytes } from '../keys/derive-bytes.js';
import { Ed25519Key } from '../keys/ed25519-key.js';
import { EverWallet, SEND_MODE_DEFAULT } from '../wallet/ever-wallet.js';
import type { ActivityContext, WalletSend, WorkloadActivity } from './activity.js';
import { SeededRandom } from './seeded-random.js';
import type { WorkloadHost } from './workload-host.js';

export interface ActivityStats {
  runs: number;
  executed: number;
  rejected: number;
}

const EXPIRE_AFTER_SECONDS = 60;

/**
 * Sends a stream of activities at `ratePerSecond` (on average; fractions carry over between calls),
 * each picked by weight with a random source seeded from the devnet seed.
 */
export class Workload {
  readonly stats = new Map<string, ActivityStats>();
  private readonly random: SeededRandom;
  private readonly participants: EverWallet[] = [];
  private readonly lastTimeMs = new Map<string, bigint>();
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
    const activity = this.pick();
    const result = activity.run(context);
    const stats = this.stats.get(activity.name) ?? { runs: 0, executed: 0, rejected: 0 };
    stats.runs++;
    if (result.kind === 'executed') stats.executed++;
    else stats.rejected++;
    this.stats.set(activity.name, stats);
  }

  private pick(): WorkloadActivity {
    let ticket = this.random.below(this.totalWeight);
    for (const activity of this.activities) {
      if (ticket < activity.weight) return activity;
      ticket -= activity.weight;
    }
    return this.activities[this.activities.length - 1];
  }

  private context(host: WorkloadHost): ActivityContext {
    return {
      host,
      random: this.random,
      participants: this.participants,
      send: (wallet, send) => this.send(host, wallet, send),
      newWallet: () => new EverWallet(new Ed25519Key(deriveBytes(this.seed, `workload-wallet:${this.createdWallets++}`))),
      adopt: (wallet) => {
        this.participants.push(wallet);
      },
    };
  }

  private send(host: WorkloadHost, wallet: EverWallet, send: WalletSend): SubmitResult {
    const last = this.lastTimeMs.get(wallet.rawAddress) ?? 0n;
    const now = BigInt(host.utime) * 1000n;
    const timeMs = last >= now ? last + 1n : now;
    const message = wallet.call({
      internal: send.internal,
      flags: send.flags ?? SEND_MODE_DEFAULT,
      timeMs,
      expireAt: host.utime + EXPIRE_AFTER_SECONDS,
      deploy: send.deploy ?? false,
      corruptSignature: send.corruptSignature,
      signatureId: host.signatureId,
    });
    const result = host.sendExternal(message);
    if (result.kind === 'executed') this.lastTimeMs.set(wallet.rawAddress, timeMs);
    return result;
  }
}
