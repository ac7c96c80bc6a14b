import type { TokenList } from '@tvmscan/api/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { CopyButton } from '../../shared/detail-page/copy-button.js';
import { DASH } from '../../shared/format/index.js';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import buttons from '../../shared/ui/button.module.css';
import { CreateListModal } from './create-list-modal.js';
import { ListNameLink, SearchField, VerifiedBadge } from './list-parts.js';
import { Pager } from './pager.js';
import { QueryState } from './query-state.js';
import { useTokenListApi } from './token-list-api.js';
import { LISTS_PAGE_SIZE, useTokenLists } from './token-list-queries.js';
import styles from './token-lists.module.css';

/** §9: the name search waits 300 ms after the last key. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * Token lists (spec 001 §2): an only-verified checkbox, a name search, Create list for a signed-in user, and the
 * lists with their logo (none for the system list), verified badge, token count and source (the manifest, copyable).
 */
export function TokenListsPage() {
  const { t } = useTranslation('tokenLists');
  const { user } = useAuth();
  const [onlyVerified, setOnlyVerified] = useState(false);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const name = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const lists = useTokenLists({ page, name, onlyVerified });
  return (
    <ListPage title={t('title')}>
      <div className={styles.toolbar}>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={onlyVerified}
            onChange={(event) => {
              setOnlyVerified(event.target.checked);
              setPage(1);
            }}
          />
          {t('onlyVerified')}
        </label>
        <SearchField
          label={t('searchByName')}
          value={search}
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        {user && (
          <button type="button" className={buttons.primary} onClick={() => setCreating(true)}>
            {t('createList')}
          </button>
        )}
      </div>
      <QueryState query={lists} failed={t('failed')}>
        {({ lists: shown, total }) => (
          <div className={tableStyles.panel}>
            <ListsTable lists={shown} />
            <Pager page={page} pageCount={Math.ceil(total / LISTS_PAGE_SIZE)} onTurn={setPage} />
          </div>
        )}
      </QueryState>
      {creating && <CreateListModal onClose={closeCreate} />}
    </ListPage>
  );
}

function ListsTable({ lists }: { lists: readonly TokenList[] }) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const columns: TableColumn<TokenList>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (list) => <ListNameLink list={list} />,
    },
    { key: 'verified', header: t('table.verified'), cell: (list) => (list.verified ? <VerifiedBadge /> : DASH) },
    { key: 'tokens', header: t('table.tokens'), numeric: true, cell: (list) => list.tokens_count },
    {
      key: 'source',
      header: t('table.source'),
      cell: (list) => {
        const source = api.manifestUrl(list.url);
        return (
          <span className={styles.source}>
            <a href={source} target="_blank" rel="noreferrer" title={source}>
              {source}
            </a>
            <CopyButton text={source} label={t('copySource', { name: list.name })} icon />
          </span>
        );
      },
    },
  ];
  return <RowsTable caption={t('table.caption')} columns={columns} rows={lists} rowKey={(list) => String(list.id)} emptyText={t('empty')} />;
}
