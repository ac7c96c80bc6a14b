import type { ApiClient } from '../../shared/api/client.js';
import type { LoadStats } from '../../shared/charts/stats-chart.js';
import { statsRequest } from '../../shared/charts/stats-request.js';

export type AccountsChartType = 'new' | 'total' | 'active';
export const ACCOUNTS_CHART_TYPES: readonly AccountsChartType[] = ['new', 'total', 'active'];

/**
 * The series of a chart type: New is the count of POST /stats/accounts, Total its `total` (accounts existing at
 * the bar's end), Active the count of POST /stats/accounts/active.
 */
export function accountsStatsLoader(api: ApiClient, type: AccountsChartType): LoadStats {
  if (type === 'active') {
    return async (range, timeframe) => {
      const series = await api.post('/stats/accounts/active', statsRequest(range, timeframe));
      return series.points.map((point) => ({ time: point.time, value: point.count }));
    };
  }
  return async (range, timeframe) => {
    const series = await api.post('/stats/accounts', statsRequest(range, timeframe));
    return series.points.map((point) => ({ time: point.time, value: type === 'new' ? point.count : point.total }));
  };
}
