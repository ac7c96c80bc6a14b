import type { StatsRangeRequest, Timeframe } from '../api/types.js';
import type { ChartRange } from './chart-range.js';

/** The body of the POST /stats/… series calls. */
export function statsRequest(range: ChartRange, timeframe: Timeframe): StatsRangeRequest {
  return { start_date: range.start, end_date: range.end, timeframe };
}
