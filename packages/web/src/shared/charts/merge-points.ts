import type { ChartPoint } from './chart-point.js';

/**
 * The bars shown and the bars of a newly loaded range as one series ordered by time, each time once; where both
 * hold a bar for the same time the one already shown is kept.
 */
export function mergePoints(shown: readonly ChartPoint[], loaded: readonly ChartPoint[]): ChartPoint[] {
  const byTime = new Map<number, ChartPoint>();
  for (const point of [...shown, ...loaded]) {
    if (!byTime.has(point.time)) byTime.set(point.time, point);
  }
  return [...byTime.values()].sort((a, b) => a.time - b.time);
}
