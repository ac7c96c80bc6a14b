import { getRouteApi } from '@tanstack/react-router';
import type { Transaction } from '@tvmscan/api/contract';
import { CountChart } from '../../shared/charts/count-chart.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListScreen, type ListDescription } from '../../shared/list-page/list-screen.js';
import { perSecond } from '../../shared/list-page/per-second.js';
import { transactionsColumns } from './transactions-columns.js';
import { TRANSACTIONS_CSV_FILE, transactionsCsvColumns } from './transactions-csv.js';
import { TransactionsFilters } from './transactions-filters.js';
import { transactionsFilters } from './transactions-request.js';
import type { TransactionsSearch } from './transactions-search.js';

/** The transactions list (spec 000 §2): statistics, chart, filters and the cursor-paged table. */
export const transactionsList: ListDescription<Transaction, TransactionsSearch, 'transactions'> = {
  texts: 'transactions',
  load: (api, search, config) => (paging) =>
    api.post('/transactions/list', { ...transactionsFilters(search, config), ...paging }).then((page) => camelCasePage(page.transactions, page)),
  stats: (stats, t) => [
    { label: t('stats.total'), value: shortenNumber(stats?.transactionTotal) },
    { label: t('stats.last24h'), value: shortenNumber(stats?.transactions24h) },
    { label: t('stats.last1h'), value: shortenNumber(stats?.transactions1h) },
    { label: t('stats.tps'), value: perSecond(stats?.transactions1h) },
  ],
  chart: (t) => <CountChart title={t('chart.title')} path="/stats/transactions" />,
  Filters: TransactionsFilters,
  columns: (t, config) => transactionsColumns(t, config),
  csv: { fileName: TRANSACTIONS_CSV_FILE, columns: (config) => transactionsCsvColumns(config.decimals, config.tokenSymbol) },
  rowKey: (transaction) => transaction.hash,
  endsAtHistoryStart: true,
};

const route = getRouteApi('/transactions');

export function TransactionsPage() {
  const navigate = route.useNavigate();
  return <ListScreen list={transactionsList} search={route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
