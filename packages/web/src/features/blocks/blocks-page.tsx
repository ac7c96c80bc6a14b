import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tvmscan/api/contract';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import { DASH, formatFixed, shortenNumber } from '../../shared/format/index.js';
import styles from '../../shared/list-page/list-page.module.css';
import { ListScreen, type ListDescription, type ListFiltersProps } from '../../shared/list-page/list-screen.js';
import { blocksColumns } from './blocks-columns.js';
import { BLOCKS_CSV_FILE, blocksCsvColumns } from './blocks-csv.js';
import { blocksFilters } from './blocks-request.js';
import type { BlocksSearch } from './blocks-search.js';

/** 'Show empty blocks': without it, only blocks with at least one transaction. */
function ShowEmptyToggle({ search, onApply }: ListFiltersProps<BlocksSearch>) {
  const { t } = useTranslation('blocks');
  return (
    <label className={styles.toggle}>
      <input type="checkbox" checked={search.empty === true} onChange={(event) => onApply(event.target.checked ? { empty: true } : {})} />
      {t('showEmpty')}
    </label>
  );
}

/** The blocks list (spec 000 §2): statistics, the 'show empty blocks' toggle and the cursor-paged table. */
export const blocksList: ListDescription<Block, BlocksSearch, 'blocks'> = {
  texts: 'blocks',
  load: (api, search) => (paging) =>
    api.post('/blocks/list', { ...blocksFilters(search), ...paging }).then((page) => camelCasePage(page.blocks, page)),
  stats: (stats, t) => [
    {
      label: t('stats.averageBlockTime'),
      value: stats?.averageBlockTime == null ? DASH : t('stats.seconds', { value: formatFixed(stats.averageBlockTime, 2) }),
    },
    { label: t('stats.shards'), value: shortenNumber(stats?.shardchainCount) },
  ],
  Filters: ShowEmptyToggle,
  columns: blocksColumns,
  csv: { fileName: BLOCKS_CSV_FILE, columns: () => blocksCsvColumns },
  rowKey: (block) => block.rootHash,
  endsAtHistoryStart: true,
};

const route = getRouteApi('/blocks');

export function BlocksPage() {
  const navigate = route.useNavigate();
  return <ListScreen list={blocksList} search={route.useSearch()} onSearch={(search) => void navigate({ search })} />;
}
