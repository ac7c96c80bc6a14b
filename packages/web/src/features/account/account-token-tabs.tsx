import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token, TokenBalance, TokenTransaction } from '@tvmscan/api/token-contract';
import type { TokenClient } from '../../shared/api/token-client.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { holdersColumns, tokenBalancesColumns } from '../tokens/token-balances-columns.js';
import { HOLDERS_CSV_FILE, holdersCsvColumns, TOKEN_BALANCES_CSV_COLUMNS, TOKEN_BALANCES_CSV_FILE } from '../tokens/token-balances-csv.js';
import { requestedKinds } from '../tokens/token-kinds.js';
import { tokenTransactionKey, tokenTransactionsColumns } from '../tokens/token-transactions-columns.js';
import { TOKEN_TRANSACTIONS_CSV_COLUMNS, TOKEN_TRANSACTIONS_CSV_FILE } from '../tokens/token-transactions-csv.js';
import { TokenTransactionsFilters } from '../tokens/token-transactions-filters.js';
import { TOKEN_TRANSACTIONS_PAGE_SIZE, tokenTransactionsFilters, type TokenTransactionFilters } from '../tokens/token-transactions-request.js';
import type { TokenTransactionsSearch } from '../tokens/token-transactions-search.js';
import { TOKEN_HOLDINGS_PAGE_SIZE } from './account-tabs.js';

const balanceKey = (balance: TokenBalance) => balance.walletAddress;

/** The token-transactions tab of an account that is no token root: the operations of its own wallets, 20 a page. */
export function AccountTokenTransactions({ tokens, address }: { tokens: TokenClient; address: string }) {
  const filters = useMemo(() => ({ ownerAddress: address, txKinds: requestedKinds(undefined, true) }), [address]);
  return <TokenTransactionsTable tokens={tokens} filters={filters} />;
}

/**
 * The token-transactions tab of a token root: one row per transfer by default (sender → receiver, in the token's
 * decimals), with the kinds, owner, time and amount (in whole tokens) filters of the token transactions list.
 */
export function RootTokenTransactions({ tokens, token }: { tokens: TokenClient; token: Token }) {
  const [search, setSearch] = useState<TokenTransactionsSearch>({});
  const scoped = useMemo(() => ({ ...search, root: 'custom' as const, rootAddress: token.rootAddress }), [search, token.rootAddress]);
  const filters = useMemo(() => tokenTransactionsFilters(scoped, token.scale), [scoped, token.scale]);
  return (
    <>
      <TokenTransactionsFilters
        key={JSON.stringify(search)}
        search={scoped}
        token={{ rootAddress: token.rootAddress, symbol: token.token, decimals: token.scale }}
        choosesRoot={false}
        onApply={(next) => setSearch({ ...next, root: undefined, rootAddress: undefined })}
      />
      <TokenTransactionsTable tokens={tokens} filters={filters} />
    </>
  );
}

function TokenTransactionsTable({ tokens, filters }: { tokens: TokenClient; filters: TokenTransactionFilters }) {
  const { t } = useTranslation('tokens');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadPage<TokenTransaction>>(
    async (paging) => {
      const page = await tokens.post('/transactions/search', { ...filters, ...paging });
      return camelCasePage(page.transactions, page);
    },
    [tokens, filters],
  );
  const list = useCursorList(load, TOKEN_TRANSACTIONS_PAGE_SIZE);
  const columns = useMemo(() => tokenTransactionsColumns(t), [t]);
  return (
    <CursorTable
      caption={ta('tabs.token-transactions')}
      columns={columns}
      rowKey={tokenTransactionKey}
      list={list}
      csv={{ fileName: TOKEN_TRANSACTIONS_CSV_FILE, columns: TOKEN_TRANSACTIONS_CSV_COLUMNS }}
      endsAtHistoryStart
      emptyText={ta('empty.token-transactions')}
    />
  );
}

/** The token-balances tab of an account that is no token root: its wallets, largest first, 10 a page, with USD values. */
export function AccountTokenBalances({ tokens, address }: { tokens: TokenClient; address: string }) {
  const { t } = useTranslation('tokens');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadPage<TokenBalance>>(
    async (paging) => {
      const page = await tokens.post('/balances/search', { ownerAddress: address, ...paging });
      return camelCasePage(page.balances, page);
    },
    [tokens, address],
  );
  const list = useCursorList(load, TOKEN_HOLDINGS_PAGE_SIZE);
  const columns = useMemo(() => tokenBalancesColumns(t), [t]);
  return (
    <CursorTable
      caption={ta('tabs.token-balances')}
      columns={columns}
      rowKey={balanceKey}
      list={list}
      csv={{ fileName: TOKEN_BALANCES_CSV_FILE, columns: TOKEN_BALANCES_CSV_COLUMNS }}
      emptyText={ta('empty.token-balances')}
    />
  );
}

/** The holders tab of a token root: its holders, largest first, 10 a page, each with its share of the total supply. */
export function AccountHolders({ tokens, token }: { tokens: TokenClient; token: Token }) {
  const { t } = useTranslation('tokens');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadPage<TokenBalance>>(
    async (paging) => {
      const page = await tokens.post('/balances/search', { rootAddress: token.rootAddress, ...paging });
      return camelCasePage(page.balances, page);
    },
    [tokens, token.rootAddress],
  );
  const list = useCursorList(load, TOKEN_HOLDINGS_PAGE_SIZE);
  const columns = useMemo(() => holdersColumns(t, token), [t, token]);
  const csvColumns = useMemo(() => holdersCsvColumns(token), [token]);
  return (
    <CursorTable
      caption={ta('tabs.holders')}
      columns={columns}
      rowKey={balanceKey}
      list={list}
      csv={{ fileName: HOLDERS_CSV_FILE, columns: csvColumns }}
      emptyText={ta('empty.holders')}
    />
  );
}
