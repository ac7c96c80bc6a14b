import { describe, expect, it } from 'vitest';
import { BAR_SECONDS, CHART_RANGE_SECONDS, latestRange, rangeBefore } from '../../src/shared/charts/chart-range.js';
import { mergePoints } from '../../src/shared/charts/merge-points.js';
import { withEmptyBars } from '../../src/shared/charts/with-empty-bars.js';

describe('chart ranges', () => {
  it('start with the last 30 days and step back 30 days at a time', () => {
    expect(CHART_RANGE_SECONDS).toBe(2_592_000);
    expect(BAR_SECONDS).toEqual({ D1: 86_400, H1: 3_600 });
    const latest = latestRange(1_700_000_000);
    expect(latest).toEqual({ start: 1_697_408_000, end: 1_700_000_000 });
    expect(rangeBefore(latest.start)).toEqual({ start: 1_694_816_000, end: 1_697_408_000 });
  });
});

describe('merging chart ranges', () => {
  it('orders the bars by time and keeps one bar per time', () => {
    const shown = [
      { time: 300, value: 3 },
      { time: 400, value: 4 },
    ];
    const earlier = [
      { time: 300, value: 30 },
      { time: 100, value: 1 },
      { time: 200, value: 2 },
      { time: 100, value: 10 },
    ];
    expect(mergePoints(shown, earlier)).toEqual([
      { time: 100, value: 1 },
      { time: 200, value: 2 },
      { time: 300, value: 3 },
      { time: 400, value: 4 },
    ]);
  });

  it('sorts a first load that arrives out of order', () => {
    expect(
      mergePoints(
        [],
        [
          { time: 2, value: 0 },
          { time: 1, value: 5 },
        ],
      ).map((point) => point.time),
    ).toEqual([1, 2]);
  });
});

describe('empty bars', () => {
  it('fills the steps the API left out with zero bars', () => {
    const points = [
      { time: 0, value: 1 },
      { time: 3 * 3600, value: 2 },
      { time: 4 * 3600, value: 3 },
    ];
    expect(withEmptyBars(points, BAR_SECONDS.H1)).toEqual([
      { time: 0, value: 1 },
      { time: 3600, value: 0 },
      { time: 7200, value: 0 },
      { time: 3 * 3600, value: 2 },
      { time: 4 * 3600, value: 3 },
    ]);
    expect(withEmptyBars([], BAR_SECONDS.D1)).toEqual([]);
  });
});
