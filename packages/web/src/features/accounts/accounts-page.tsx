import { getRouteApi } from '@tanstack/react-router';
import type { Account } from '@tvmscan/api/contract';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListScreen, type ListDescription } from '../../shared/list-page/list-screen.js';
import { AccountsChart } from './accounts-chart.js';
import { accountsColumns } from './accounts-columns.js';
import { ACCOUNTS_CSV_FILE, accountsCsvColumns } from './accounts-csv.js';
import { AccountsFilters } from './accounts-filters.js';
import { accountsFilters } from './accounts-request.js';
import type { AccountsSearch } from './accounts-search.js';

/** The accounts list (spec 000 §2): statistics, the New / Total / Active chart, filters and the table. */
export const accountsList: ListDescription<Account, AccountsSearch, 'accounts'> = {
  texts: 'accounts',
  load: (api, search, config) => (paging) =>
    api.post('/accounts/list', { ...accountsFilters(search, config), ...paging }).then((page) => camelCasePage(page.accounts, page)),
  stats: (stats, t) => [
    { label: t('stats.new24h'), value: shortenNumber(stats?.accountsCreated24h) },
    { label: t('stats.active24h'), value: shortenNumber(stats?.accountsActive24h) },
    { label: t('stats.active1h'), value: shortenNumber(stats?.accountsActive1h) },
  ],
  chart: () => <AccountsChart />,
  Filters: AccountsFilters,
  columns: (t, config) => accountsColumns(t, config),
  csv: { fileName: ACCOUNTS_CSV_FILE, columns: (config) => accountsCsvColumns(config.decimals, config.tokenSymbol) },
  rowKey: (account) => account.address,
  endsAtHistoryStart: false,
};

const route = getRouteApi('/accounts');

export function AccountsPage() {
  const navigate = route.useNavigate();
  return <ListScreen list={accountsList} search={route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
