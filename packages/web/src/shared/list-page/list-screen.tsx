import type { TFunction } from 'i18next';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { useTranslation, type FallbackNs } from 'react-i18next';
import type { NetworkConfig, Stats } from '@tvmscan/api/contract';
import type { ApiClient } from '../api/client.js';
import { useApi, useNetworkConfig } from '../config/network-context.js';
import type { CsvColumn } from '../csv/csv-column.js';
import type { LoadPage } from '../cursor-table/cursor-page.js';
import { CursorTable } from '../cursor-table/cursor-table.js';
import type { TableColumn } from '../cursor-table/table-column.js';
import { useCursorList } from '../cursor-table/use-cursor-list.js';
import { ListPage } from './list-page.js';
import { StatsPanel, type StatItem } from './stats-panel.js';
import { useNetworkStats } from './use-network-stats.js';

/** The texts' areas of the lists a description builds; each has `title`, `stats.label` and `table.caption`. */
export type ListTexts = 'blocks' | 'transactions' | 'messages' | 'accounts';

/** Rows per page of every such list (spec 000 §4). */
export const LIST_PAGE_SIZE = 20;

/** The texts of a list's own area, as its description reads them. */
type ListT<Texts extends ListTexts> = TFunction<FallbackNs<Texts>>;

export interface ListFiltersProps<Search> {
  readonly search: Search;
  onApply(search: Search): void;
}

/**
 * One list of the explorer (spec 000 §2, §4) as the list screen shows it: statistics, an optional chart, the
 * filters kept in the address, and the cursor-paged table with its CSV export.
 */
export interface ListDescription<Row, Search, Texts extends ListTexts> {
  readonly texts: Texts;
  /** The list call: the pages of rows for the filters of `search`. */
  load(api: ApiClient, search: Search, config: NetworkConfig): LoadPage<Row>;
  /** The statistics panel's items, read from GET /stats (undefined until it answers). */
  stats(stats: Stats | undefined, t: ListT<Texts>): readonly StatItem[];
  chart?(t: ListT<Texts>): ReactNode;
  readonly Filters?: ComponentType<ListFiltersProps<Search>>;
  columns(t: ListT<Texts>, config: NetworkConfig): readonly TableColumn<Row>[];
  readonly csv: { readonly fileName: string; columns(config: NetworkConfig): readonly CsvColumn<Row>[] };
  rowKey(row: Row): string;
  /** The rows stop where the index starts (blocks, transactions, messages): the last page says where that is. */
  readonly endsAtHistoryStart: boolean;
}

interface Props<Row, Search, Texts extends ListTexts> {
  list: ListDescription<Row, Search, Texts>;
  /** The route's search (the filters in the address), and the way to change it. */
  search: Search;
  onSearch(search: Search): void;
}

/** The screen of a list, built from its description. */
export function ListScreen<Row, Search, Texts extends ListTexts>({ list, search, onSearch }: Props<Row, Search, Texts>) {
  const { t: titles } = useTranslation<ListTexts>(list.texts);
  const { t } = useTranslation<Texts>(list.texts);
  const api = useApi();
  const config = useNetworkConfig();
  const { stats, loading } = useNetworkStats();
  const load = useMemo(() => list.load(api, search, config), [list, api, search, config]);
  const rows = useCursorList(load, LIST_PAGE_SIZE);
  const columns = useMemo(() => list.columns(t, config), [list, t, config]);
  const csv = useMemo(() => ({ fileName: list.csv.fileName, columns: list.csv.columns(config) }), [list, config]);
  const { Filters } = list;
  return (
    <ListPage title={titles('title')}>
      <StatsPanel label={titles('stats.label')} loading={loading} items={list.stats(stats, t)} />
      {list.chart?.(t)}
      {Filters && <Filters key={JSON.stringify(search)} search={search} onApply={onSearch} />}
      <CursorTable
        caption={titles('table.caption')}
        columns={columns}
        rowKey={list.rowKey}
        list={rows}
        csv={csv}
        endsAtHistoryStart={list.endsAtHistoryStart}
      />
    </ListPage>
  );
}
