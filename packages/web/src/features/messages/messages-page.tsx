import { getRouteApi } from '@tanstack/react-router';
import type { Message } from '@tvmscan/api/contract';
import { CountChart } from '../../shared/charts/count-chart.js';
import { snakeCasePage } from '../../shared/cursor-table/cursor-page.js';
import { shortenNumber } from '../../shared/format/index.js';
import { ListScreen, type ListDescription } from '../../shared/list-page/list-screen.js';
import { perSecond } from '../../shared/list-page/per-second.js';
import { messagesColumns } from './messages-columns.js';
import { MESSAGES_CSV_FILE, messagesCsvColumns } from './messages-csv.js';
import { MessagesFilters } from './messages-filters.js';
import { messagesFilters } from './messages-request.js';
import type { MessagesSearch } from './messages-search.js';

/** The messages list (spec 000 §2): statistics, chart, filters and the cursor-paged table. */
export const messagesList: ListDescription<Message, MessagesSearch, 'messages'> = {
  texts: 'messages',
  load: (api, search, config) => (paging) =>
    api.post('/messages/list', { ...messagesFilters(search, config), ...paging }).then((page) => snakeCasePage(page.messages, page)),
  stats: (stats, t) => [
    { label: t('stats.total'), value: shortenNumber(stats?.messagesTotal) },
    { label: t('stats.last24h'), value: shortenNumber(stats?.messages24h) },
    { label: t('stats.last1h'), value: shortenNumber(stats?.messages1h) },
    { label: t('stats.perSecond'), value: perSecond(stats?.messages1h) },
  ],
  chart: (t) => <CountChart title={t('chart.title')} path="/stats/messages" />,
  Filters: MessagesFilters,
  columns: (t, config) => messagesColumns(t, config),
  csv: { fileName: MESSAGES_CSV_FILE, columns: (config) => messagesCsvColumns(config.decimals, config.tokenSymbol) },
  // A message stands once as the transaction that sent it and once as the one that received it.
  rowKey: (message) => `${message.messageHash}:${message.transactionHash ?? ''}:${String(message.isOut)}`,
  endsAtHistoryStart: true,
};

const route = getRouteApi('/messages');

export function MessagesPage() {
  const navigate = route.useNavigate();
  return <ListScreen list={messagesList} search={route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
