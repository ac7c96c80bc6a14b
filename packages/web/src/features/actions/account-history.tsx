import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { memo, useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Action } from '@tvmscan/api/contract';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { camelCasePage, type LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import { actionSentence, type NativeUnits } from './action-sentence.js';

const HISTORY_PAGE_SIZE = 10;
const HISTORY_CSV_FILE = 'history.csv';

const actionKey = (action: Action) => `${action.transactionHash}:${action.position}`;

/** The history tab: what happened to the account, as actions (POST /actions/by_account), newest first, 10 a page. */
export const AccountHistory = memo(function AccountHistory({ address, caption }: { address: string; caption: string }) {
  const { t } = useTranslation('actions');
  const api = useApi();
  const native = useNetworkConfig();
  const load = useCallback<LoadPage<Action>>(
    async (paging) => {
      const page = await api.post('/actions/by_account', { id: address, ...paging });
      return camelCasePage(page.actions, page);
    },
    [api, address],
  );
  const list = useCursorList(load, HISTORY_PAGE_SIZE);
  const columns = useMemo(() => historyColumns(t, native, address), [t, native, address]);
  const csvColumns = useMemo(() => historyCsvColumns(t, native, address), [t, native, address]);
  return (
    <CursorTable
      caption={caption}
      columns={columns}
      rowKey={actionKey}
      list={list}
      csv={{ fileName: HISTORY_CSV_FILE, columns: csvColumns }}
      endsAtHistoryStart
    />
  );
});

function historyColumns(t: TFunction<'actions'>, native: NativeUnits, viewer: string): TableColumn<Action>[] {
  return [
    { key: 'time', header: t('history.time'), cell: (action) => formatDate(action.time) },
    { key: 'action', header: t('history.action'), cell: (action) => actionSentence(action, t, native, viewer) },
    {
      key: 'status',
      header: t('history.status'),
      cell: (action) =>
        action.success ? (
          <StatusBadge tone="success">{t('summary.success')}</StatusBadge>
        ) : (
          <StatusBadge tone="failure">{t('summary.failed')}</StatusBadge>
        ),
    },
    {
      key: 'transaction',
      header: t('history.transaction'),
      cell: (action) => (
        <Link {...links.transaction(action.transactionHash)} title={action.transactionHash}>
          {shortenHash(action.transactionHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
  ];
}

function historyCsvColumns(t: TFunction<'actions'>, native: NativeUnits, viewer: string): CsvColumn<Action>[] {
  return [
    { header: 'Time', value: (action) => formatDate(action.time) },
    { header: 'Unix time', value: (action) => action.time },
    { header: 'Type', value: (action) => action.type },
    { header: 'Action', value: (action) => actionSentence(action, t, native, viewer), freeText: true },
    { header: 'Success', value: (action) => action.success },
    { header: 'Amount', value: (action) => action.amount },
    { header: 'Token root', value: (action) => action.token?.root ?? null },
    { header: 'Transaction', value: (action) => action.transactionHash },
  ];
}
