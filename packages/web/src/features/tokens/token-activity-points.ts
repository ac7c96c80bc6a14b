import type { RootDaysResponse } from '@tvmscan/api/token-contract';
import type { ChartPoint } from '../../shared/charts/chart-point.js';

/** The series of a token's activity chart: transfers per day, their volume per day in whole tokens, holders at each day's end. */
export const ACTIVITY_SERIES = ['transfers', 'volume', 'holders'] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

/** An amount of smallest units as whole tokens, as a chart's bar height (a double: exact enough to draw). */
export function wholeTokens(amount: string, decimals: number): number {
  if (decimals === 0) return Number(amount);
  const digits = amount.padStart(decimals + 1, '0');
  return Number(`${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`);
}

const DAY_SECONDS = 86_400;

/** Whether a range ending at `end` reaches the day the token was first met (`createdAt`): none before it has activity. */
export function reachesToken(end: number, createdAt: number): boolean {
  return end >= createdAt - (createdAt % DAY_SECONDS);
}

/**
 * One bar per day of the answer (the API answers every day of the range) from the day the token was first met, of
 * the series asked; the days before it are left out, so that scrolling back ends there.
 */
export function activityPoints(answer: RootDaysResponse, series: ActivitySeries, decimals: number, createdAt: number): ChartPoint[] {
  return answer.days
    .filter((day) => reachesToken(day.date + DAY_SECONDS - 1, createdAt))
    .map((day) => ({
      time: day.date,
      value: series === 'transfers' ? day.transfers : series === 'volume' ? wholeTokens(day.volume, decimals) : day.holders,
    }));
}
