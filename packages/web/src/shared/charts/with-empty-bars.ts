import type { ChartPoint } from './chart-point.js';

/**
 * The bars with a zero bar at each step of `barSeconds` the API left out between two bars. lightweight-charts
 * places bars by index, not by time, so without them a quiet day would vanish from the axis.
 */
export function withEmptyBars(points: readonly ChartPoint[], barSeconds: number): ChartPoint[] {
  const filled: ChartPoint[] = [];
  points.forEach((point, index) => {
    filled.push(point);
    const next = points[index + 1];
    if (!next) return;
    for (let time = point.time + barSeconds; time < next.time; time += barSeconds) filled.push({ time, value: 0 });
  });
  return filled;
}
