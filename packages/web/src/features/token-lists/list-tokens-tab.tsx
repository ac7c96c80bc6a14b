import { useQueryClient } from '@tanstack/react-query';
import type { TokenList, TokenListToken } from '@tvmscan/api/contract';
import { useEffect, useState, type HTMLAttributes, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { DASH } from '../../shared/format/index.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { TokenName, VerifiedBadge } from './list-parts.js';
import { usePageForQuery } from './page-for-query.js';
import { Pager } from './pager.js';
import { QueryState } from './query-state.js';
import { RemoveTokenModal } from './remove-token-modal.js';
import { matchesQuery, moveItem } from './reorder.js';
import { useTokenListApi } from './token-list-api.js';
import { TOKEN_LISTS_KEY, TOKENS_PAGE_SIZE, useListTokens } from './token-list-queries.js';
import styles from './token-lists.module.css';

interface Props {
  list: TokenList;
  /** The caller may change the list's tokens (owner or manager, not the system list). */
  manages: boolean;
  query: string;
}

/**
 * The Tokens tab (spec 001 §2): the list's tokens in its order, filtered by the search and paged here, 10 a page.
 * A manager removes tokens and, while no search narrows the table, reorders them by dragging a row or by the arrow
 * keys on its handle; the new order is saved at once and the manifest follows it.
 */
export function ListTokensTab({ list, manages, query }: Props) {
  const { t } = useTranslation('tokenLists');
  const tokens = useListTokens(list.id);
  return (
    <QueryState query={tokens} failed={t('detail.failed')}>
      {(loaded) => <ListTokens list={list} manages={manages} query={query} tokens={loaded} />}
    </QueryState>
  );
}

function ListTokens({ list, manages, query, tokens }: Props & { tokens: readonly TokenListToken[] }) {
  const { t } = useTranslation('tokenLists');
  const [page, setPage] = usePageForQuery(query);
  const [removing, setRemoving] = useState<TokenListToken | null>(null);
  const reorder = useReorder(list);
  const all = reorder.pending ?? tokens;
  const shown = all.filter((token) => matchesQuery(token, query));
  const pageCount = Math.max(Math.ceil(shown.length / TOKENS_PAGE_SIZE), 1);
  const current = Math.min(page, pageCount);
  const start = (current - 1) * TOKENS_PAGE_SIZE;
  const canReorder = manages && query === '' && all.length > 1;
  const move = (from: number, to: number) => {
    const moved = reorder.move(all, from, to);
    if (moved) setPage(Math.floor(to / TOKENS_PAGE_SIZE) + 1);
  };
  return (
    <section className={tableStyles.panel} aria-label={t('detail.tokensCaption')}>
      {canReorder && <p className={styles.hint}>{t('detail.reorderHint')}</p>}
      <TokensTable
        rows={shown.slice(start, start + TOKENS_PAGE_SIZE)}
        start={start}
        total={all.length}
        manages={manages}
        canReorder={canReorder}
        emptyText={all.length === 0 ? t('detail.noTokens') : t('detail.nothingFound')}
        onMove={move}
        onRemove={setRemoving}
        focusAddress={reorder.focusAddress}
      />
      <Pager page={current} pageCount={pageCount} onTurn={setPage} />
      <p className={styles.live} aria-live="polite">
        {reorder.announcement}
      </p>
      {removing && <RemoveTokenModal list={list} token={removing} onClose={() => setRemoving(null)} />}
    </section>
  );
}

/** The order being saved (shown until the registry answers), the handle to focus after a move, and what to announce. */
function useReorder(list: TokenList) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [pending, setPending] = useState<readonly TokenListToken[] | null>(null);
  const [focusAddress, setFocusAddress] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const move = (tokens: readonly TokenListToken[], from: number, to: number): boolean => {
    const moved = moveItem(tokens, from, to);
    if (moved === tokens) return false;
    const token = tokens[from]!;
    setPending(moved);
    setFocusAddress(token.root_address);
    setAnnouncement(t('detail.moved', { name: token.full_name || token.symbol, position: to + 1 }));
    api
      .call('PUT /v1/authorized/token_lists/:id/tokens/ordering', {
        params: { id: String(list.id) },
        body: { root_addresses: moved.map((each) => each.root_address) },
      })
      .then(
        (answer) => {
          queryClient.setQueriesData({ queryKey: [TOKEN_LISTS_KEY, 'tokens', list.id] }, answer.tokens);
          void queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY, 'list'] });
        },
        (error: unknown) => {
          console.error(error);
          notify(t('detail.reorderFailed'), 'error');
          void queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY, 'tokens', list.id] });
        },
      )
      .finally(() => setPending((current) => (current === moved ? null : current)));
    return true;
  };
  return { pending, focusAddress, announcement, move };
}

interface TableProps {
  rows: readonly TokenListToken[];
  /** The index in the whole list of the first row. */
  start: number;
  total: number;
  manages: boolean;
  canReorder: boolean;
  emptyText: string;
  onMove: (from: number, to: number) => void;
  onRemove: (token: TokenListToken) => void;
  focusAddress: string | null;
}

function TokensTable({ rows, start, total, manages, canReorder, emptyText, onMove, onRemove, focusAddress }: TableProps) {
  const { t } = useTranslation('tokenLists');
  const drag = useRowDrag(onMove);
  useEffect(() => {
    if (focusAddress !== null) document.querySelector<HTMLElement>(`[data-handle="${focusAddress}"]`)?.focus();
  }, [focusAddress, rows]);
  const indexOf = (token: TokenListToken) => start + rows.indexOf(token);
  const onHandleKey = (event: KeyboardEvent, index: number) => {
    const to = event.key === 'ArrowUp' ? index - 1 : event.key === 'ArrowDown' ? index + 1 : null;
    if (to === null || to < 0 || to >= total) return;
    event.preventDefault();
    onMove(index, to);
  };
  const handle: TableColumn<TokenListToken> = {
    key: 'handle',
    header: '',
    cell: (token) => {
      const label = t('detail.dragHandle', { name: token.full_name || token.symbol });
      return (
        <button
          type="button"
          className={styles.handle}
          data-handle={token.root_address}
          aria-label={label}
          title={label}
          onKeyDown={(event) => onHandleKey(event, indexOf(token))}
        >
          ⠿
        </button>
      );
    },
  };
  const actions: TableColumn<TokenListToken> = {
    key: 'actions',
    header: t('detail.actions'),
    cell: (token) => (
      <button type="button" className={`${buttons.secondary} ${styles.small}`} onClick={() => onRemove(token)}>
        {t('detail.remove')}
      </button>
    ),
  };
  const columns: TableColumn<TokenListToken>[] = [
    ...(canReorder ? [handle] : []),
    { key: 'order', header: t('detail.order'), cell: (token) => indexOf(token) + 1 },
    { key: 'token', header: t('detail.token'), cell: (token) => <TokenName token={token} /> },
    { key: 'symbol', header: t('detail.symbol'), cell: (token) => token.symbol },
    { key: 'address', header: t('detail.address'), cell: (token) => <AccountLink address={token.root_address} /> },
    { key: 'status', header: t('detail.status'), cell: (token) => (token.approved ? <VerifiedBadge /> : DASH) },
    ...(manages ? [actions] : []),
  ];
  return (
    <RowsTable
      caption={t('detail.tokensCaption')}
      columns={columns}
      rows={rows}
      rowKey={(token) => token.root_address}
      emptyText={emptyText}
      {...(canReorder ? { rowProps: (token: TokenListToken) => drag.rowProps(token.root_address, indexOf(token)) } : {})}
    />
  );
}

/** Dragging a row onto another moves it there: the row dragged and the one it is over are marked meanwhile. */
function useRowDrag(onMove: (from: number, to: number) => void) {
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragFrom(null);
    setOver(null);
  };
  const rowProps = (address: string, index: number): HTMLAttributes<HTMLTableRowElement> => ({
    className: dragFrom === index ? styles.dragging : over === index && dragFrom !== null ? styles.dropTarget : undefined,
    draggable: true,
    onDragStart: (event) => {
      setDragFrom(index);
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData('text/plain', address);
    },
    onDragOver: (event) => {
      if (dragFrom === null) return;
      event.preventDefault();
      setOver(index);
    },
    onDrop: (event) => {
      event.preventDefault();
      if (dragFrom !== null) onMove(dragFrom, index);
      end();
    },
    onDragEnd: end,
  });
  return { rowProps };
}
