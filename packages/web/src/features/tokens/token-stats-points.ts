import type { TokenStatsResponse } from '@tvmscan/api/token-contract';
import type { ChartPoint } from '../../shared/charts/chart-point.js';

/** One bar per day: the counts of the day's kinds added up, in time order. */
export function dailyCountPoints(stats: TokenStatsResponse): ChartPoint[] {
  const byDay = new Map<number, number>();
  for (const point of stats) byDay.set(point.date, (byDay.get(point.date) ?? 0) + (point.count ?? 0));
  return [...byDay].map(([time, value]) => ({ time, value })).sort((a, b) => a.time - b.time);
}
