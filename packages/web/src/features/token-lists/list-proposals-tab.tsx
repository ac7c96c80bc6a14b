import { useQueryClient } from '@tanstack/react-query';
import type { TokenList, TokenListProposal } from '@tvmscan/api/contract';
import { tokenAddressProblem } from '@tvmscan/api/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import tableStyles from '../../shared/cursor-table/cursor-table.module.css';
import { RowsTable } from '../../shared/cursor-table/rows-table.js';
import { AccountLink } from '../../shared/detail-page/chain-links.js';
import { formatDate } from '../../shared/format/index.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import buttons from '../../shared/ui/button.module.css';
import { StatusBadge } from '../../shared/ui/status-badge.js';
import { readRefusal } from './field-error.js';
import { TokenName, useErrorText } from './list-parts.js';
import { usePageForQuery } from './page-for-query.js';
import { Pager } from './pager.js';
import { QueryState } from './query-state.js';
import { matchesQuery } from './reorder.js';
import { useTokenListApi } from './token-list-api.js';
import { PROPOSALS_PAGE_SIZE, TOKEN_LISTS_KEY, useListProposals } from './token-list-queries.js';
import styles from './token-lists.module.css';

interface Props {
  list: TokenList;
  /** The caller may add or decline proposals (owner or manager, not the system list). */
  manages: boolean;
  query: string;
}

/**
 * The Proposed tokens tab (spec 001 §2, §4): the list's pending proposals, 10 a page; a full address searches the
 * registry, other text narrows the page by name or symbol. A manager adds a proposed token to the list or declines it.
 */
export function ListProposalsTab({ list, manages, query }: Props) {
  const { t } = useTranslation('tokenLists');
  const [page, setPage] = usePageForQuery(query);
  const address = tokenAddressProblem(query) === undefined ? query.toLowerCase() : null;
  const proposals = useListProposals(list.id, page, address);
  return (
    <QueryState query={proposals} failed={t('detail.failed')}>
      {({ proposals: found, total }) => (
        <section className={tableStyles.panel} aria-label={t('detail.proposalsCaption')}>
          <ProposalsTable
            list={list}
            manages={manages}
            rows={address === null ? found.filter((proposal) => matchesQuery(proposal, query)) : found}
            emptyText={total === 0 ? t('detail.noProposals') : t('detail.nothingFound')}
          />
          <Pager page={page} pageCount={Math.ceil(total / PROPOSALS_PAGE_SIZE)} onTurn={setPage} />
        </section>
      )}
    </QueryState>
  );
}

function ProposalsTable({
  list,
  manages,
  rows,
  emptyText,
}: {
  list: TokenList;
  manages: boolean;
  rows: readonly TokenListProposal[];
  emptyText: string;
}) {
  const { t } = useTranslation('tokenLists');
  const decide = useDecision(list);
  const columns: TableColumn<TokenListProposal>[] = [
    { key: 'token', header: t('detail.token'), cell: (proposal) => <TokenName token={proposal} /> },
    { key: 'symbol', header: t('detail.symbol'), cell: (proposal) => proposal.symbol },
    { key: 'address', header: t('detail.address'), cell: (proposal) => <AccountLink address={proposal.root_address} /> },
    {
      key: 'status',
      header: t('detail.status'),
      cell: (proposal) => (
        <StatusBadge tone={proposal.status === 'Pending' ? 'warning' : 'failure'}>{t(`detail.proposalStatus.${proposal.status}`)}</StatusBadge>
      ),
    },
    { key: 'created', header: t('detail.proposed'), cell: (proposal) => formatDate(proposal.created_at) },
  ];
  if (manages) {
    columns.push({
      key: 'actions',
      header: t('detail.actions'),
      cell: (proposal) => (
        <span className={styles.rowActions}>
          <button
            type="button"
            className={`${buttons.primary} ${styles.small}`}
            disabled={decide.busy}
            onClick={() => void decide.run(proposal, true)}
          >
            {t('detail.approve')}
          </button>
          <button
            type="button"
            className={`${buttons.secondary} ${styles.small}`}
            disabled={decide.busy}
            onClick={() => void decide.run(proposal, false)}
          >
            {t('detail.decline')}
          </button>
        </span>
      ),
    });
  }
  return (
    <RowsTable
      caption={t('detail.proposalsCaption')}
      columns={columns}
      rows={rows}
      rowKey={(proposal) => proposal.root_address}
      emptyText={emptyText}
    />
  );
}

/** Add (approve) or decline a proposal, then refresh the list, its tokens and its proposals. */
function useDecision(list: TokenList) {
  const { t } = useTranslation('tokenLists');
  const api = useTokenListApi();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useErrorText();
  const [busy, setBusy] = useState(false);
  const run = async (proposal: TokenListProposal, approve: boolean) => {
    setBusy(true);
    try {
      await api.call('POST /v1/authorized/token_lists/:id/tokens_proposals/approve', {
        params: { id: String(list.id) },
        body: { approve, root_addresses: [proposal.root_address] },
      });
      await queryClient.invalidateQueries({ queryKey: [TOKEN_LISTS_KEY] });
      notify(approve ? t('detail.approved') : t('detail.declined'));
    } catch (error) {
      notify(errorText(readRefusal(error).error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
