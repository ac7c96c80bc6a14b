import { STATS_PERIODS, type StatsBucketRow } from '@tvmscan/store';
import type { TransactionFacts } from '../pipeline/transaction-facts.js';
import type { AccountChange } from './account-ledger.js';

interface BucketCounters {
  transactions: number;
  messages: number;
  accountsCreated: number;
  accountsActive: number;
  volume: bigint;
  totalSupply: bigint | null;
}

/** Adds transactions to the 10 s, 1 h and 1 d buckets; rows carry the increments of this write. */
export class StatsAccumulator {
  private readonly buckets = new Map<string, BucketCounters>();
  transactions = 0;
  messages = 0;

  addTransaction(facts: TransactionFacts, change: AccountChange): void {
    const { inMessage, now } = facts;
    // Each message once, as /messages/count counts them: when created, or when consumed if no transaction created it.
    const inMessageCounted = inMessage?.messageType === 'ExternalIn' || facts.inMessageByCollator;
    const messages = (inMessageCounted ? 1 : 0) + facts.outMsgCount;
    const volume = inMessage?.messageType === 'Internal' ? (inMessage.value ?? 0n) : 0n;
    this.transactions += 1;
    this.messages += messages;
    for (const period of STATS_PERIODS) {
      const start = bucketStart(now, period);
      const bucket = this.bucket(period, start);
      bucket.transactions += 1;
      bucket.messages += messages;
      bucket.volume += volume;
      if (change.created) bucket.accountsCreated += 1;
      if (change.previousUpdate === null || change.previousUpdate < start) bucket.accountsActive += 1;
    }
  }

  /** The total supply as of a masterchain block, kept in that block's buckets. */
  recordSupply(time: number, totalSupply: bigint): void {
    for (const period of STATS_PERIODS) this.bucket(period, bucketStart(time, period)).totalSupply = totalSupply;
  }

  rows(): StatsBucketRow[] {
    return [...this.buckets].map(([key, counters]) => {
      const [period, start] = key.split('/').map(Number) as [number, number];
      return {
        period,
        bucket_start: start,
        transactions: counters.transactions,
        messages: counters.messages,
        accounts_created: counters.accountsCreated,
        accounts_active: counters.accountsActive,
        volume: counters.volume,
        total_supply: counters.totalSupply,
      };
    });
  }

  private bucket(period: number, start: number): BucketCounters {
    const key = `${period}/${start}`;
    let bucket = this.buckets.get(key);
    if (!bucket) {
      bucket = { transactions: 0, messages: 0, accountsCreated: 0, accountsActive: 0, volume: 0n, totalSupply: null };
      this.buckets.set(key, bucket);
    }
    return bucket;
  }
}

function bucketStart(time: number, period: number): number {
  return time - (time % period);
}
