import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Transaction } from '@tvmscan/api/contract';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { camelCasePage, type LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { transactionsColumns } from '../transactions/transactions-columns.js';
import { TRANSACTIONS_CSV_FILE, transactionsCsvColumns } from '../transactions/transactions-csv.js';

/** Spec 000 §9: the transactions tab of a block shows 10 rows, without filters. */
export const BLOCK_TRANSACTIONS_PAGE_SIZE = 10;

export function BlockTransactions({ rootHash }: { rootHash: string }) {
  const { t } = useTranslation('block');
  const { t: tTransactions } = useTranslation('transactions');
  const api = useApi();
  const { decimals, tokenSymbol } = useNetworkConfig();
  const load = useCallback<LoadPage<Transaction>>(
    async (paging) => {
      const page = await api.post('/transactions/list', { block: rootHash, ...paging });
      return camelCasePage(page.transactions, page);
    },
    [api, rootHash],
  );
  const list = useCursorList(load, BLOCK_TRANSACTIONS_PAGE_SIZE);
  const columns = useMemo(() => transactionsColumns(tTransactions, { decimals, tokenSymbol }), [tTransactions, decimals, tokenSymbol]);
  const csvColumns = useMemo(() => transactionsCsvColumns(decimals, tokenSymbol), [decimals, tokenSymbol]);
  return (
    <CursorTable
      caption={t('transactionsCaption')}
      columns={columns}
      rowKey={(transaction) => transaction.hash}
      list={list}
      csv={{ fileName: TRANSACTIONS_CSV_FILE, columns: csvColumns }}
    />
  );
}
