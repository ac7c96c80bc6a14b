import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { TokenTransaction } from '@tvmscan/api/token-contract';
import { retryOnGatewayTimeout } from '../../shared/api/retry-on-gateway-timeout.js';
import type { TokenClient } from '../../shared/api/token-client.js';
import type { LoadSeries } from '../../shared/charts/chart-point.js';
import { useTokenApi } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { TokenChart } from './token-chart.js';
import { useTokenRoot } from './token-queries.js';
import { TokensUnavailable } from './tokens-unavailable.js';
import { dailyCountPoints } from './token-stats-points.js';
import { tokenTransactionKey, tokenTransactionsColumns } from './token-transactions-columns.js';
import { TOKEN_TRANSACTIONS_CSV_COLUMNS, TOKEN_TRANSACTIONS_CSV_FILE } from './token-transactions-csv.js';
import { TokenTransactionsFilters } from './token-transactions-filters.js';
import { chosenRoot, TOKEN_TRANSACTIONS_PAGE_SIZE, tokenStatsRequest, tokenTransactionsFilters } from './token-transactions-request.js';

/** The token transactions list (spec 001 §2): the daily chart, the filters and the cursor-paged table, 20 a page. */
export function TokenTransactionsPage() {
  const { t } = useTranslation('tokens');
  const tokens = useTokenApi();
  return <ListPage title={t('transactions.title')}>{tokens ? <TokenTransactionsView tokens={tokens} /> : <TokensUnavailable />}</ListPage>;
}

function TokenTransactionsView({ tokens }: { tokens: TokenClient }) {
  const { t } = useTranslation('tokens');
  const search = useSearch({ from: '/tokens-transactions' });
  const navigate = useNavigate({ from: '/tokens-transactions' });
  const root = useTokenRoot(chosenRoot(search)).token;
  const decimals = root?.scale ?? 0;
  const filters = useMemo(() => tokenTransactionsFilters(search, decimals), [search, decimals]);
  const load = useCallback<LoadPage<TokenTransaction>>(
    async (paging) => {
      const page = await tokens.post('/transactions/search', { ...filters, ...paging });
      return camelCasePage(page.transactions, page);
    },
    [tokens, filters],
  );
  const loadSeries = useCallback<LoadSeries>(
    async (range) => dailyCountPoints(await retryOnGatewayTimeout(() => tokens.post('/stats/search', tokenStatsRequest(search, range)))),
    [tokens, search],
  );
  const list = useCursorList(load, TOKEN_TRANSACTIONS_PAGE_SIZE);
  const columns = useMemo(() => tokenTransactionsColumns(t), [t]);
  return (
    <>
      <TokenChart title={t('transactions.chart')} loadSeries={loadSeries} />
      <TokenTransactionsFilters
        key={JSON.stringify(search)}
        search={search}
        token={root ? { rootAddress: root.rootAddress, symbol: root.token, decimals: root.scale } : undefined}
        choosesRoot
        onApply={(next) => void navigate({ search: next })}
      />
      <CursorTable
        caption={t('transactions.caption')}
        columns={columns}
        rowKey={tokenTransactionKey}
        list={list}
        csv={{ fileName: TOKEN_TRANSACTIONS_CSV_FILE, columns: TOKEN_TRANSACTIONS_CSV_COLUMNS }}
        endsAtHistoryStart
      />
    </>
  );
}
