import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message, Transaction } from '@tvmscan/api/contract';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { camelCasePage, snakeCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { messagesColumns } from '../messages/messages-columns.js';
import { MESSAGES_CSV_FILE, messagesCsvColumns } from '../messages/messages-csv.js';
import { transactionsColumns } from '../transactions/transactions-columns.js';
import { TRANSACTIONS_CSV_FILE, transactionsCsvColumns } from '../transactions/transactions-csv.js';
import { ACCOUNT_PAGE_SIZE } from './account-tabs.js';

const messageKey = (message: Message) => `${message.messageHash}:${message.transactionHash ?? ''}:${String(message.isOut)}`;

/** The messages tab: messages from or to the account (POST /messages/list, includeAccounts), 10 a page. */
export const AccountMessages = memo(function AccountMessages({ address }: { address: string }) {
  const { t } = useTranslation('messages');
  const { t: ta } = useTranslation('account');
  const api = useApi();
  const config = useNetworkConfig();
  const load = useCallback<LoadPage<Message>>(
    async (paging) => {
      const page = await api.post('/messages/list', { includeAccounts: [address], ...paging });
      return snakeCasePage(page.messages, page);
    },
    [api, address],
  );
  const list = useCursorList(load, ACCOUNT_PAGE_SIZE);
  const columns = useMemo(() => messagesColumns(t, config), [t, config]);
  const csvColumns = useMemo(() => messagesCsvColumns(config.decimals, config.tokenSymbol), [config]);
  return (
    <CursorTable
      caption={ta('tabs.messages')}
      columns={columns}
      rowKey={messageKey}
      list={list}
      csv={{ fileName: MESSAGES_CSV_FILE, columns: csvColumns }}
      endsAtHistoryStart
      emptyText={ta('empty.messages')}
    />
  );
});

/** The transactions tab: the account's transactions (POST /transactions/list, includeAccounts), 10 a page. */
export const AccountTransactions = memo(function AccountTransactions({ address }: { address: string }) {
  const { t } = useTranslation('transactions');
  const { t: ta } = useTranslation('account');
  const api = useApi();
  const config = useNetworkConfig();
  const load = useCallback<LoadPage<Transaction>>(
    async (paging) => {
      const page = await api.post('/transactions/list', { includeAccounts: [address], ...paging });
      return camelCasePage(page.transactions, page);
    },
    [api, address],
  );
  const list = useCursorList(load, ACCOUNT_PAGE_SIZE);
  const columns = useMemo(() => transactionsColumns(t, config), [t, config]);
  const csvColumns = useMemo(() => transactionsCsvColumns(config.decimals, config.tokenSymbol), [config]);
  return (
    <CursorTable
      caption={ta('tabs.transactions')}
      columns={columns}
      rowKey={(transaction) => transaction.hash}
      list={list}
      csv={{ fileName: TRANSACTIONS_CSV_FILE, columns: csvColumns }}
      endsAtHistoryStart
      emptyText={ta('empty.transactions')}
    />
  );
});
