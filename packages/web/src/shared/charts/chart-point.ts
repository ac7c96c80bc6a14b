import type { ChartRange } from './chart-range.js';

/** One bar: its start time (unix seconds) and height. */
export interface ChartPoint {
  time: number;
  value: number;
}

export type LoadSeries = (range: ChartRange) => Promise<ChartPoint[]>;
