import { useCallback } from 'react';
import { useApi } from '../config/network-context.js';
import { StatsChart, type LoadStats } from './stats-chart.js';
import { statsRequest } from './stats-request.js';

/** A list's chart of a count per bar: POST /stats/transactions or /stats/messages. */
export function CountChart({ title, path }: { title: string; path: '/stats/transactions' | '/stats/messages' }) {
  const api = useApi();
  const loadStats = useCallback<LoadStats>(
    async (range, timeframe) => {
      const series = await api.post(path, statsRequest(range, timeframe));
      return series.points.map((point) => ({ time: point.time, value: point.count }));
    },
    [api, path],
  );
  return <StatsChart title={title} loadStats={loadStats} />;
}
