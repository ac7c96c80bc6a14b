import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '../../shared/api/client.js';
import { ChartTypeSwitch } from '../../shared/charts/chart-type-switch.js';
import { StatsChart, type LoadStats } from '../../shared/charts/stats-chart.js';
import { statsRequest } from '../../shared/charts/stats-request.js';
import { useApi } from '../../shared/config/network-context.js';

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

/** The accounts' chart, switching between the New, Total and Active series. */
export function AccountsChart() {
  const { t } = useTranslation('accounts');
  const api = useApi();
  const [chartType, setChartType] = useState<AccountsChartType>('new');
  const loadStats = useMemo(() => accountsStatsLoader(api, chartType), [api, chartType]);
  return (
    <StatsChart
      title={t('chart.title')}
      loadStats={loadStats}
      typeSwitch={
        <ChartTypeSwitch choices={ACCOUNTS_CHART_TYPES} labelOf={(type) => t(`chart.types.${type}`)} value={chartType} onChange={setChartType} />
      }
    />
  );
}
