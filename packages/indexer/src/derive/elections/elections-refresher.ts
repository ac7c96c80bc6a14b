import type { ElectionRow } from '@tvmscan/store';
import type { GetMethodSource, StateSource } from '../../sources/state-source.js';
import type { PreparedBatch } from '../../pipeline/prepared-batch.js';
import { readElectionsFrom } from './elector-elections.js';
import { ElectionsSchedule, DEFAULT_ELECTIONS_EVERY, DEFAULT_ELECTIONS_MIN_INTERVAL_MS } from './elections-schedule.js';

/** What the refresher takes of the indexer's options (`IndexOptions` has these fields). */
interface ElectionsRefreshOptions {
  readonly stateSource?: StateSource;
  readonly follow: boolean;
  /** Following: masterchain blocks between periodic readings. */
  readonly electionsEvery?: number;
  /** Told why the elections could not be read, once per distinct reason. */
  readonly onElectionsUnavailable?: (reason: string) => void;
}

/**
 * Derives the `elections` rows of a write from the elector's get-methods, run through the state source, on the
 * schedule of `ElectionsSchedule`. The elector is the account config param 1 names. When it cannot be read
 * (absent, not an elector, an unexpected answer) the write goes on without elections and `onElectionsUnavailable` says why;
 * a failing state source fails the write, as it does for account states.
 */
export class ElectionsRefresher {
  private readonly schedule: ElectionsSchedule;
  private lastReason: string | null = null;

  private constructor(
    private readonly source: GetMethodSource,
    private readonly options: ElectionsRefreshOptions,
  ) {
    this.schedule = new ElectionsSchedule({
      follow: options.follow,
      everyBlocks: options.electionsEvery ?? DEFAULT_ELECTIONS_EVERY,
      minIntervalMs: DEFAULT_ELECTIONS_MIN_INTERVAL_MS,
    });
  }

  /** A refresher when the state source runs get-methods, else null (the elections are then not derived). */
  static forIndex(options: ElectionsRefreshOptions): ElectionsRefresher | null {
    const source = options.stateSource;
    return source?.runGetMethod ? new ElectionsRefresher(source as GetMethodSource, options) : null;
  }

  /** The election rows to write with `group` (none when the schedule does not read them now). */
  async rowsFor(group: readonly PreparedBatch[]): Promise<ElectionRow[]> {
    if (!this.schedule.take(group, performance.now())) return [];
    const last = group.at(-1)!;
    const reading = await readElectionsFrom(this.source, last.genUtime, last.seqno);
    if (reading.unavailable === null) this.lastReason = null;
    else this.report(`elections not read at masterchain block #${last.seqno}: ${reading.unavailable}`, reading.unavailable);
    return reading.rows;
  }

  private report(message: string, reason: string): void {
    if (reason === this.lastReason) return;
    this.lastReason = reason;
    this.options.onElectionsUnavailable?.(message);
  }
}
