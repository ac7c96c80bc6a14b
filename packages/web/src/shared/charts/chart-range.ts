import type { Timeframe } from '@tvmscan/api/contract';

/** The range a chart first shows, and each earlier range scrolling back loads: 30 days (spec 000 §9). */
export const CHART_RANGE_SECONDS = 2_592_000;
export const BAR_SECONDS: Record<Timeframe, number> = { D1: 86_400, H1: 3_600 };
export const DEFAULT_TIMEFRAME: Timeframe = 'D1';
/** Scrolling back waits this long after the last move before loading an earlier range. */
export const SCROLL_LOAD_DEBOUNCE_MS = 50;

/** Unix seconds, both ends included. */
export interface ChartRange {
  start: number;
  end: number;
}

export function latestRange(nowSeconds: number): ChartRange {
  return { start: nowSeconds - CHART_RANGE_SECONDS, end: nowSeconds };
}

/** The 30 days before `start`; the bar at `start` may come twice and is de-duplicated when merged. */
export function rangeBefore(start: number): ChartRange {
  return { start: start - CHART_RANGE_SECONDS, end: start };
}
