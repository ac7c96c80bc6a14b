import type { PreparedBatch } from '../../pipeline/prepared-batch.js';

/** What the schedule looks at of a batch. */
export type ScheduledBatch = Pick<PreparedBatch, 'seqno' | 'keyBlock'>;

interface ElectionsScheduleRule {
  /** The indexer follows the tip (writes each masterchain block as it comes). */
  readonly follow: boolean;
  /** Following: masterchain blocks between periodic readings. */
  readonly everyBlocks: number;
  /** Following: the least wall time between periodic readings. */
  readonly minIntervalMs: number;
}

/** Masterchain blocks between periodic readings while following: about a minute on Everscale. */
export const DEFAULT_ELECTIONS_EVERY = 20;
/** Catching up in follow mode writes blocks far faster than the chain makes them; this keeps readings sparse then. */
export const DEFAULT_ELECTIONS_MIN_INTERVAL_MS = 30_000;

/**
 * When the indexer reads the elector's elections again. A state source answers with its current state whatever
 * block is being written, so reading it for every block of deep history would only repeat the same answer:
 * - the first write of a run reads them (the index has the elections at once);
 * - a write holding a key block reads them (validator sets change there, and with them the elections);
 * - following the tip, a write reads them once `everyBlocks` masterchain blocks and `minIntervalMs` of wall time
 *   have passed since the last reading (candidates join an open election in ordinary blocks).
 */
export class ElectionsSchedule {
  private last: { mcSeqno: number; atMs: number } | null = null;

  constructor(private readonly rule: ElectionsScheduleRule) {}

  /** Whether the write of `group` reads the elections, at wall time `nowMs`; if so, it is recorded as the last reading. */
  take(group: readonly ScheduledBatch[], nowMs: number): boolean {
    const mcSeqno = group.at(-1)?.seqno;
    if (mcSeqno === undefined || !this.due(group, mcSeqno, nowMs)) return false;
    this.last = { mcSeqno, atMs: nowMs };
    return true;
  }

  private due(group: readonly ScheduledBatch[], mcSeqno: number, nowMs: number): boolean {
    if (this.last === null) return true;
    if (group.some((batch) => batch.keyBlock)) return true;
    return this.rule.follow && mcSeqno - this.last.mcSeqno >= this.rule.everyBlocks && nowMs - this.last.atMs >= this.rule.minIntervalMs;
  }
}
