import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChartPoint, LoadSeries } from './chart-point.js';
import { latestRange, rangeBefore } from './chart-range.js';
import { mergePoints } from './merge-points.js';

export type SeriesStatus = 'loading' | 'ready' | 'failed';

export interface ChartSeries {
  status: SeriesStatus;
  points: ChartPoint[];
  /** Loads the 30 days before the earliest loaded range and merges them in. */
  loadEarlier: () => void;
}

interface Loaded {
  load: LoadSeries;
  status: SeriesStatus;
  points: ChartPoint[];
  earliestStart: number;
  /** An earlier range came back empty: there is nothing before it. */
  exhausted: boolean;
}

/**
 * The bars of `load` over the 30 days up to `end` (unix seconds; nothing is loaded while it is undefined); a new
 * `load` (another chart type or timeframe) clears them and loads again (spec 000 §4).
 */
export function useChartSeries(load: LoadSeries, end: number | undefined): ChartSeries {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  /** The earlier range last asked for: each is asked for once, even while the answer is being shown. */
  const askedEarlier = useRef<{ load: LoadSeries; start: number } | null>(null);

  useEffect(() => {
    if (end === undefined) return;
    let current = true;
    const range = latestRange(end);
    load(range).then(
      (points) => {
        // The first bar is the one holding the range's start, which may begin before it: earlier ranges go on from there.
        const earliestStart = Math.min(range.start, points[0]?.time ?? range.start);
        if (current) setLoaded({ load, status: 'ready', points: mergePoints([], points), earliestStart, exhausted: false });
      },
      (error: unknown) => {
        console.error('The chart could not be loaded', error);
        if (current) setLoaded({ load, status: 'failed', points: [], earliestStart: range.start, exhausted: true });
      },
    );
    return () => {
      current = false;
    };
  }, [load, end]);

  const shown = loaded?.load === load ? loaded : null;

  const loadEarlier = useCallback(() => {
    if (!shown || shown.status !== 'ready' || shown.exhausted) return;
    const range = rangeBefore(shown.earliestStart);
    if (askedEarlier.current?.load === load && askedEarlier.current.start === range.start) return;
    askedEarlier.current = { load, start: range.start };
    load(range).then(
      (points) =>
        setLoaded((previous) =>
          previous?.load === load
            ? {
                ...previous,
                points: mergePoints(previous.points, points),
                earliestStart: range.start,
                exhausted: points.length === 0,
              }
            : previous,
        ),
      (error: unknown) => console.error('An earlier range of the chart could not be loaded', error),
    );
  }, [shown, load]);

  return { status: shown?.status ?? 'loading', points: shown?.points ?? [], loadEarlier };
}
