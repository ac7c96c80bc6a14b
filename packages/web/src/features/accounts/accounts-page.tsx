import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Account } from '@tvmscan/api/contract';
import { ChartTypeSwitch } from '../../shared/charts/chart-type-switch.js';
import { StatsChart } from '../../shared/charts/stats-chart.js';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { StatsPanel } from '../../shared/list-page/stats-panel.js';
import { useNetworkStats } from '../../shared/list-page/use-network-stats.js';
import { ACCOUNTS_CHART_TYPES, accountsStatsLoader } from './accounts-chart.js';
import type { AccountsChartType } from './accounts-chart.js';
import { accountsColumns } from './accounts-columns.js';
import { ACCOUNTS_CSV_FILE, accountsCsvColumns } from './accounts-csv.js';
import { AccountsFilters } from './accounts-filters.js';
import { ACCOUNTS_PAGE_SIZE, accountsFilters } from './accounts-request.js';

/** The accounts list (spec 000 §2): statistics, the New / Total / Active chart, filters and the table. */
export function AccountsPage() {
  const { t } = useTranslation('accounts');
  const api = useApi();
  const config = useNetworkConfig();
  const { stats, loading: statsLoading } = useNetworkStats();
  const search = useSearch({ from: '/accounts' });
  const navigate = useNavigate({ from: '/accounts' });
  const [chartType, setChartType] = useState<AccountsChartType>('new');
  const filters = useMemo(() => accountsFilters(search, config), [search, config]);
  const load = useCallback<LoadPage<Account>>(
    async (paging) => {
      const page = await api.post('/accounts/list', { ...filters, ...paging });
      return camelCasePage(page.accounts, page);
    },
    [api, filters],
  );
  const loadStats = useMemo(() => accountsStatsLoader(api, chartType), [api, chartType]);
  const list = useCursorList(load, ACCOUNTS_PAGE_SIZE);
  const columns = useMemo(() => accountsColumns(t, config.decimals), [t, config.decimals]);
  const csvColumns = useMemo(() => accountsCsvColumns(config.decimals, config.tokenSymbol), [config]);
  return (
    <ListPage title={t('title')}>
      <StatsPanel
        label={t('stats.label')}
        loading={statsLoading}
        items={[
          { label: t('stats.new24h'), value: shortenNumber(stats?.accountsCreated24h) },
          { label: t('stats.active24h'), value: shortenNumber(stats?.accountsActive24h) },
          { label: t('stats.active1h'), value: shortenNumber(stats?.accountsActive1h) },
        ]}
      />
      <StatsChart
        title={t('chart.title')}
        loadStats={loadStats}
        typeSwitch={
          <ChartTypeSwitch choices={ACCOUNTS_CHART_TYPES} labelOf={(type) => t(`chart.types.${type}`)} value={chartType} onChange={setChartType} />
        }
      />
      <AccountsFilters key={JSON.stringify(search)} search={search} onApply={(next) => void navigate({ search: next })} />
      <CursorTable
        caption={t('table.caption')}
        columns={columns}
        rowKey={(account) => account.address}
        list={list}
        csv={{ fileName: ACCOUNTS_CSV_FILE, columns: csvColumns }}
      />
    </ListPage>
  );
}
