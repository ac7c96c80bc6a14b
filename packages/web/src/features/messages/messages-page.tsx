import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '@tvmscan/api/contract';
import { StatsChart } from '../../shared/charts/stats-chart.js';
import type { LoadStats } from '../../shared/charts/stats-chart.js';
import { statsRequest } from '../../shared/charts/stats-request.js';
import { useApi, useNetworkConfig } from '../../shared/config/network-context.js';
import { snakeCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { perSecond } from '../../shared/list-page/per-second.js';
import { StatsPanel } from '../../shared/list-page/stats-panel.js';
import { useNetworkStats } from '../../shared/list-page/use-network-stats.js';
import { messagesColumns } from './messages-columns.js';
import { MESSAGES_CSV_FILE, messagesCsvColumns } from './messages-csv.js';
import { MessagesFilters } from './messages-filters.js';
import { MESSAGES_PAGE_SIZE, messagesFilters } from './messages-request.js';

const messageKey = (message: Message) => `${message.messageHash}:${message.transactionHash ?? ''}:${String(message.isOut)}`;

/** The messages list (spec 000 §2): statistics, chart, filters and the cursor-paged table. */
export function MessagesPage() {
  const { t } = useTranslation('messages');
  const api = useApi();
  const config = useNetworkConfig();
  const { stats, loading: statsLoading } = useNetworkStats();
  const search = useSearch({ from: '/messages' });
  const navigate = useNavigate({ from: '/messages' });
  const filters = useMemo(() => messagesFilters(search, config), [search, config]);
  const load = useCallback<LoadPage<Message>>(
    async (paging) => {
      const page = await api.post('/messages/list', { ...filters, ...paging });
      return snakeCasePage(page.messages, page);
    },
    [api, filters],
  );
  const loadStats = useCallback<LoadStats>(
    async (range, timeframe) => {
      const series = await api.post('/stats/messages', statsRequest(range, timeframe));
      return series.points.map((point) => ({ time: point.time, value: point.count }));
    },
    [api],
  );
  const list = useCursorList(load, MESSAGES_PAGE_SIZE);
  const columns = useMemo(() => messagesColumns(t, config.decimals), [t, config.decimals]);
  const csvColumns = useMemo(() => messagesCsvColumns(config.decimals, config.tokenSymbol), [config]);
  return (
    <ListPage title={t('title')}>
      <StatsPanel
        label={t('stats.label')}
        loading={statsLoading}
        items={[
          { label: t('stats.total'), value: shortenNumber(stats?.messagesTotal) },
          { label: t('stats.last24h'), value: shortenNumber(stats?.messages24h) },
          { label: t('stats.last1h'), value: shortenNumber(stats?.messages1h) },
          { label: t('stats.perSecond'), value: perSecond(stats?.messages1h) },
        ]}
      />
      <StatsChart title={t('chart.title')} loadStats={loadStats} />
      <MessagesFilters key={JSON.stringify(search)} search={search} onApply={(next) => void navigate({ search: next })} />
      <CursorTable
        caption={t('table.caption')}
        columns={columns}
        rowKey={messageKey}
        list={list}
        csv={{ fileName: MESSAGES_CSV_FILE, columns: csvColumns }}
        endsAtHistoryStart
      />
    </ListPage>
  );
}
