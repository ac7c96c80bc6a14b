import { useNavigate, useSearch } from '@tanstack/react-router';
import type { TokenList } from '@tvmscan/api/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { formatDate } from '../../shared/format/index.js';
import buttons from '../../shared/ui/button.module.css';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import settingsStyles from '../settings/settings.module.css';
import { CreateListModal } from './create-list-modal.js';
import { ListNameLink } from './list-parts.js';
import { ListSettingsModal } from './list-settings-modal.js';
import { Pager } from './pager.js';
import { QueryState } from './query-state.js';
import { MY_LISTS_PAGE_SIZE, useMyTokenLists } from './token-list-queries.js';
import styles from './token-lists.module.css';

/**
 * My token lists (spec 001 §2): the lists the user owns or manages, with their tokens and pending proposals, type,
 * the user's role and last update; Create list, and for the owner the settings modal (General, Delete), which the
 * address names (`?settings=<id>`) so that a list page can link to it.
 */
export function MyTokenListsPage() {
  const { t } = useTranslation('tokenLists');
  const { user } = useAuth();
  const { settings } = useSearch({ from: '/_signedIn/settings/token-lists' });
  const navigate = useNavigate({ from: '/settings/token-lists' });
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const closeCreate = useCallback(() => setCreating(false), []);
  const closeSettings = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  const lists = useMyTokenLists(page, user !== null);
  return (
    <section className={settingsStyles.section} aria-labelledby="my-token-lists-title">
      <div className={styles.toolbar}>
        <h2 id="my-token-lists-title" className={settingsStyles.sectionTitle}>
          {t('mine.title')}
        </h2>
        <button type="button" className={buttons.primary} onClick={() => setCreating(true)}>
          {t('createList')}
        </button>
      </div>
      <QueryState query={lists} failed={t('mine.failed')}>
        {({ lists: mine, total }) => (
          <>
            <MyListsTable lists={mine} onSettings={(id) => void navigate({ search: { settings: id } })} />
            <Pager page={page} pageCount={Math.ceil(total / MY_LISTS_PAGE_SIZE)} onTurn={setPage} />
          </>
        )}
      </QueryState>
      {creating && <CreateListModal onClose={closeCreate} />}
      {settings !== undefined && <ListSettingsModal listId={settings} onClose={closeSettings} />}
    </section>
  );
}

function MyListsTable({ lists, onSettings }: { lists: readonly TokenList[]; onSettings: (id: number) => void }) {
  const { t } = useTranslation('tokenLists');
  const columns: TableColumn<TokenList>[] = [
    {
      key: 'name',
      header: t('table.name'),
      cell: (list) => <ListNameLink list={list} />,
    },
    {
      key: 'tokens',
      header: t('table.tokens'),
      cell: (list) => (
        <span className={styles.nameCell}>
          {list.tokens_count}
          {list.proposals_count > 0 && <StatusBadge tone="info">{t('mine.proposals', { count: list.proposals_count })}</StatusBadge>}
        </span>
      ),
    },
    { key: 'type', header: t('table.type'), cell: (list) => (list.is_public ? t('mine.public') : t('mine.private')) },
    { key: 'role', header: t('table.role'), cell: (list) => (list.is_owner ? t('mine.owner') : t('mine.manager')) },
    { key: 'updated', header: t('table.updated'), cell: (list) => formatDate(list.updated_at) },
    {
      key: 'actions',
      header: t('table.actions'),
      cell: (list) =>
        list.is_owner ? (
          <button
            type="button"
            className={`${buttons.secondary} ${styles.small}`}
            aria-label={t('mine.settingsOf', { name: list.name })}
            onClick={() => onSettings(list.id)}
          >
            {t('mine.settings')}
          </button>
        ) : null,
    },
  ];
  return (
    <div className={tableStyles.panel}>
      <RowsTable caption={t('mine.title')} columns={columns} rows={lists} rowKey={(list) => String(list.id)} emptyText={t('mine.empty')} />
    </div>
  );
}
