import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tvmscan/api/contract';
import { StatsChart } from '../../shared/charts/stats-chart.js';
import type { LoadStats } from '../../shared/charts/stats-chart.js';
import { statsRequest } from '../../shared/charts/stats-request.js';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { perSecond } from '../../shared/list-page/per-second.js';
import { StatsPanel } from '../../shared/list-page/stats-panel.js';
import { useNetworkStats } from '../../shared/list-page/use-network-stats.js';
import { transactionsColumns } from './transactions-columns.js';
import { TRANSACTIONS_CSV_FILE, transactionsCsvColumns } from './transactions-csv.js';
import { TransactionsFilters } from './transactions-filters.js';
import { TRANSACTIONS_PAGE_SIZE, transactionsFilters } from './transactions-request.js';

/** The transactions list (spec 000 §2): statistics, chart, filters and the cursor-paged table. */
export function TransactionsPage() {
  const { t } = useTranslation('transactions');
  const api = useApi();
  const config = useNetworkConfig();
  const { stats, loading: statsLoading } = useNetworkStats();
  const search = useSearch({ from: '/transactions' });
  const navigate = useNavigate({ from: '/transactions' });
  const filters = useMemo(() => transactionsFilters(search, config), [search, config]);
  const load = useCallback<LoadPage<Transaction>>(
    async (paging) => {
      const page = await api.post('/transactions/list', { ...filters, ...paging });
      return camelCasePage(page.transactions, page);
    },
    [api, filters],
  );
  const loadStats = useCallback<LoadStats>(
    async (range, timeframe) => {
      const series = await api.post('/stats/transactions', statsRequest(range, timeframe));
      return series.points.map((point) => ({ time: point.time, value: point.count }));
    },
    [api],
  );
  const list = useCursorList(load, TRANSACTIONS_PAGE_SIZE);
  const columns = useMemo(() => transactionsColumns(t, config.decimals), [t, config.decimals]);
  const csvColumns = useMemo(() => transactionsCsvColumns(config.decimals, config.tokenSymbol), [config]);
  return (
    <ListPage title={t('title')}>
      <StatsPanel
        label={t('stats.label')}
        loading={statsLoading}
        items={[
          { label: t('stats.total'), value: shortenNumber(stats?.transactionTotal) },
          { label: t('stats.last24h'), value: shortenNumber(stats?.transactions24h) },
          { label: t('stats.last1h'), value: shortenNumber(stats?.transactions1h) },
          { label: t('stats.tps'), value: perSecond(stats?.transactions1h) },
        ]}
      />
      <StatsChart title={t('chart.title')} loadStats={loadStats} />
      <TransactionsFilters key={JSON.stringify(search)} search={search} onApply={(next) => void navigate({ search: next })} />
      <CursorTable
        caption={t('table.caption')}
        columns={columns}
        rowKey={(transaction) => transaction.hash}
        list={list}
        csv={{ fileName: TRANSACTIONS_CSV_FILE, columns: csvColumns }}
        endsAtHistoryStart
      />
    </ListPage>
  );
}
