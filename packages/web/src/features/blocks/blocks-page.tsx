import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@tvmscan/api/contract';
import { useApi } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { DASH, shortenNumber } from '../../shared/format/index.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import styles from '../../shared/list-page/list-page.module.css';
import { StatsPanel } from '../../shared/list-page/stats-panel.js';
import { useNetworkStats } from '../../shared/list-page/use-network-stats.js';
import { blocksColumns } from './blocks-columns.js';
import { BLOCKS_CSV_FILE, blocksCsvColumns } from './blocks-csv.js';
import { BLOCKS_PAGE_SIZE, blocksFilters } from './blocks-request.js';

/** The blocks list (spec 000 §2): statistics, the 'show empty blocks' toggle and the cursor-paged table. */
export function BlocksPage() {
  const { t } = useTranslation('blocks');
  const api = useApi();
  const { stats, loading: statsLoading } = useNetworkStats();
  const search = useSearch({ from: '/blocks' });
  const navigate = useNavigate({ from: '/blocks' });
  const filters = useMemo(() => blocksFilters(search), [search]);
  const load = useCallback<LoadPage<Block>>(
    async (paging) => {
      const page = await api.post('/blocks/list', { ...filters, ...paging });
      return camelCasePage(page.blocks, page);
    },
    [api, filters],
  );
  const list = useCursorList(load, BLOCKS_PAGE_SIZE);
  const columns = useMemo(() => blocksColumns(t), [t]);
  const averageBlockTime = stats?.averageBlockTime;
  return (
    <ListPage title={t('title')}>
      <StatsPanel
        label={t('stats.label')}
        loading={statsLoading}
        items={[
          {
            label: t('stats.averageBlockTime'),
            value: averageBlockTime == null ? DASH : t('stats.seconds', { value: averageBlockTime.toFixed(2) }),
          },
          { label: t('stats.shards'), value: shortenNumber(stats?.shardchainCount) },
        ]}
      />
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={search.empty === true}
          onChange={(event) => void navigate({ search: event.target.checked ? { empty: true } : {} })}
        />
        {t('showEmpty')}
      </label>
      <CursorTable
        caption={t('table.caption')}
        columns={columns}
        rowKey={(block) => block.rootHash}
        list={list}
        csv={{ fileName: BLOCKS_CSV_FILE, columns: blocksCsvColumns }}
        endsAtHistoryStart
      />
    </ListPage>
  );
}
