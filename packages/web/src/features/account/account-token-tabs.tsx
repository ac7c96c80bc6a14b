import { useCallback, useMemo } from 'react';
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
import { TOKEN_TRANSACTIONS_PAGE_SIZE } from '../tokens/token-transactions-request.js';
import { TOKEN_HOLDINGS_PAGE_SIZE } from './account-tabs.js';

const balanceKey = (balance: TokenBalance) => balance.walletAddress;

/**
 * The token-transactions tab, 20 a page: the operations of the root's token for a token root, else those of the
 * account's own wallets (POST /transactions/search).
 */
export function AccountTokenTransactions({ tokens, address, isRoot }: { tokens: TokenClient; address: string; isRoot: boolean }) {
  const { t } = useTranslation('tokens');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadPage<TokenTransaction>>(
    async (paging) => {
      const party = isRoot ? { rootAddress: address } : { ownerAddress: address };
      const page = await tokens.post('/transactions/search', { ...party, txKinds: requestedKinds(undefined), ...paging });
      return camelCasePage(page.transactions, page);
    },
    [tokens, address, isRoot],
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
    />
  );
}
