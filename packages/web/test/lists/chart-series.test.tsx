// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ChartPoint, LoadSeries } from '../../src/shared/charts/chart-point.js';
import { CHART_RANGE_SECONDS } from '../../src/shared/charts/chart-range.js';
import type { ChartRange } from '../../src/shared/charts/chart-range.js';
import { useChartSeries } from '../../src/shared/charts/use-chart-series.js';

const DAY = 86_400;
const END = 1_700_000_000;

/** One bar per day inside each range asked for, plus the bar at the range's end (which ranges share). */
function dailyBars(asked: ChartRange[], stopBefore = 0): LoadSeries {
  return async (range) => {
    asked.push(range);
    if (range.end <= stopBefore) return [];
    const first = Math.ceil(range.start / DAY) * DAY;
    const points: ChartPoint[] = [];
    for (let time = first; time <= range.end; time += DAY) points.push({ time, value: time / DAY });
    return points;
  };
}

describe('a chart series', () => {
  it('loads the 30 days up to its end, then each earlier 30 days merged in without duplicate bars', async () => {
    const asked: ChartRange[] = [];
    const load = dailyBars(asked);
    const { result } = renderHook(() => useChartSeries(load, END));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    const firstCount = result.current.points.length;
    expect(asked[0]).toEqual({ start: END - CHART_RANGE_SECONDS, end: END });

    act(() => result.current.loadEarlier());
    await waitFor(() => expect(result.current.points.length).toBeGreaterThan(firstCount));
    expect(asked[1]!).toEqual({ start: asked[0]!.start - CHART_RANGE_SECONDS, end: asked[0]!.start });
    const times = result.current.points.map((point) => point.time);
    expect(new Set(times).size).toBe(times.length);
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(times[0]!).toBeLessThanOrEqual(asked[1]!.start + DAY);
  });

  it('loads nothing while its end is not known', async () => {
    const asked: ChartRange[] = [];
    const load = dailyBars(asked);
    const { result, rerender } = renderHook(({ end }) => useChartSeries(load, end), { initialProps: { end: undefined as number | undefined } });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toEqual([]);
    expect(result.current.status).toBe('loading');
    rerender({ end: END });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(asked[0]!.end).toBe(END);
  });

  it('stops asking for earlier ranges once one comes back empty', async () => {
    const asked: ChartRange[] = [];
    const load = dailyBars(asked, Number.POSITIVE_INFINITY);
    const { result } = renderHook(() => useChartSeries(load, END));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.points).toEqual([]);
    act(() => result.current.loadEarlier());
    await waitFor(() => expect(asked).toHaveLength(2));
    act(() => result.current.loadEarlier());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(asked).toHaveLength(2);
  });

  it('clears the bars and loads again when the series changes', async () => {
    const asked: ChartRange[] = [];
    const { result, rerender } = renderHook(({ load }) => useChartSeries(load, END), { initialProps: { load: dailyBars(asked) } });
    await waitFor(() => expect(result.current.points.length).toBeGreaterThan(0));
    let release: (points: ChartPoint[]) => void = () => undefined;
    rerender({ load: () => new Promise<ChartPoint[]>((resolve) => (release = resolve)) });
    expect(result.current).toMatchObject({ status: 'loading', points: [] });
    await act(async () => release([{ time: 5, value: 1 }]));
    expect(result.current.points).toEqual([{ time: 5, value: 1 }]);
  });
});
