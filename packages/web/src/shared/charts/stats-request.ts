import type { SeriesRequest, Timeframe } from '@tvmscan/api/contract';
import type { ChartRange } from './chart-range.js';

/** The body of the POST /stats/… series calls. */
export function statsRequest(range: ChartRange, timeframe: Timeframe): SeriesRequest {
  return { start_date: range.start, end_date: range.end, timeframe };
}
