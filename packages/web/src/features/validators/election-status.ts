import type { ElectionsState } from '@tvmscan/api/contract';

type ElectionsStatus = NonNullable<ElectionsState['status']>;

export interface ElectionTiming {
  /** When the current round ends and the elected set takes over (the election's id). */
  electAt: number;
  /** Seconds before `electAt` the elections open. */
  electionsStartBefore: number;
  /** Seconds before `electAt` the elections close. */
  electionsEndBefore: number;
}

export interface ElectionsPhase {
  status: ElectionsStatus;
  /** When the status changes next (opening or closing), or null once closed. */
  changesAt: number | null;
}

/**
 * The elections' status at `now` (spec 000 §4): waiting before `electAt − electionsStartBefore`, open until
 * `electAt − electionsEndBefore`, closed after.
 */
export function electionsPhase(timing: ElectionTiming, now: number): ElectionsPhase {
  const opensAt = timing.electAt - timing.electionsStartBefore;
  const closesAt = timing.electAt - timing.electionsEndBefore;
  if (now < opensAt) return { status: 'waiting', changesAt: opensAt };
  if (now < closesAt) return { status: 'open', changesAt: closesAt };
  return { status: 'closed', changesAt: null };
}
