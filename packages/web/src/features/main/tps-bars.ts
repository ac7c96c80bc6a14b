import type { CountPoint } from '@tvmscan/api/contract';

export const TPS_BAR_WIDTH = 5;
export const TPS_CHART_MAX_WIDTH = 1360;

export interface TpsBar {
  x: number;
  y: number;
  height: number;
  time: number;
  count: number;
}

/** The chart's width: the space it has, at most 1360 px. */
export function tpsChartWidth(available: number | null): number {
  return Math.min(available ?? TPS_CHART_MAX_WIDTH, TPS_CHART_MAX_WIDTH);
}

/** One 5 px bar per bucket, spread evenly over `width`, heights relative to the busiest bucket. */
export function tpsBars(points: readonly CountPoint[], width: number, height: number): TpsBar[] {
  if (points.length === 0) return [];
  const step = width / points.length;
  const busiest = Math.max(...points.map((point) => point.count));
  return points.map((point, index) => {
    const barHeight = busiest === 0 ? 0 : (point.count / busiest) * height;
    return {
      x: index * step + (step - TPS_BAR_WIDTH) / 2,
      y: height - barHeight,
      height: barHeight,
      time: point.time,
      count: point.count,
    };
  });
}
