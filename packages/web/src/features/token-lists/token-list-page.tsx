import { Link, useParams } from '@tanstack/react-router';
import type { TokenListWrapper } from '@tvmscan/api/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../shared/session/auth-context.js';
import { usePageTitle } from '../../shared/config/use-page-title.js';
import detailStyles from '../../shared/detail-page/detail-page.module.css';
import { LoadingState, MissingState } from '../../shared/detail-page/page-state.js';
import { formatDate } from '../../shared/format/index.js';
import { Breadcrumbs } from '../../shared/list-page/breadcrumbs.js';
import listStyles from '../../shared/list-page/list-page.module.css';
import { links } from '../../shared/routes/links.js';
import buttons from '../../shared/ui/button.module.css';
import { ListLogo, SearchField, VerifiedBadge } from './list-parts.js';
import { ListProposalsTab } from './list-proposals-tab.js';
import { ListTokensTab } from './list-tokens-tab.js';
import { TokenAddressModal, type TokenAddressMode } from './token-address-modal.js';
import { useTokenListApi } from './token-list-api.js';
import { useTokenListByUrl } from './token-list-queries.js';
import styles from './token-lists.module.css';

type Tab = 'tokens' | 'proposals';

export function TokenListTokensPage() {
  return <TokenListPage tab="tokens" />;
}

export function TokenListProposalsPage() {
  return <TokenListPage tab="proposals" />;
}

/** A token list (spec 001 §2): its header, then the Tokens or Proposed tokens tab. */
function TokenListPage({ tab }: { tab: Tab }) {
  const { t } = useTranslation('tokenLists');
  const { id } = useParams({ strict: false }) as { id: string };
  const found = useTokenListByUrl(id);
  if (found.status === 'pending') return <LoadingState />;
  if (found.status === 'error') return <MissingState title={t('title')} text={t('detail.failed')} />;
  if (found.data === null) return <MissingState title={t('title')} text={t('detail.notFound', { id })} />;
  return <LoadedList wrapper={found.data} tab={tab} />;
}

/**
 * The list's breadcrumbs and header (logo, name, verified badge, description, last update, the settings link for its
 * owner, the JSON source), the tabs with their counters, the search, and Add token for its managers or Propose token
 * for another signed-in user (neither on the system list).
 */
function LoadedList({ wrapper, tab }: { wrapper: TokenListWrapper; tab: Tab }) {
  const { t } = useTranslation('tokenLists');
  const { user } = useAuth();
  const api = useTokenListApi();
  const list = wrapper.token_list;
  const isOwner = wrapper.is_owner || list.is_owner;
  const manages = isOwner || list.is_manager;
  const [query, setQuery] = useState('');
  const [adding, setAdding] = useState<TokenAddressMode | null>(null);
  const closeAdding = useCallback(() => setAdding(null), []);
  usePageTitle(list.name);
  const action: TokenAddressMode | null = list.is_system || !user ? null : manages ? 'add' : 'propose';
  return (
    <div className={listStyles.page}>
      <Breadcrumbs current={list.name} parent={{ link: links.tokenLists, label: t('title') }} />
      <header className={styles.header}>
        <ListLogo list={list} large />
        <div className={styles.headerText}>
          <h1 className={styles.headerTitle}>
            {list.name}
            {list.verified && <VerifiedBadge />}
          </h1>
          {list.description && <p className={styles.description}>{list.description}</p>}
          <div className={styles.meta}>
            <span>{t('detail.updated', { date: formatDate(list.updated_at) })}</span>
          </div>
          <div className={styles.links}>
            {isOwner && (
              <Link to="/settings/token-lists" search={{ settings: list.id }}>
                {t('detail.settings')}
              </Link>
            )}
            <a href={api.manifestUrl(list.url)} target="_blank" rel="noreferrer">
              {t('detail.source')}
            </a>
          </div>
        </div>
      </header>
      <nav className={detailStyles.tabs} aria-label={t('detail.tabsLabel')}>
        <ul>
          <li>
            <Link
              to="/token-lists/$id"
              params={{ id: list.url }}
              activeOptions={{ exact: true }}
              aria-current={tab === 'tokens' ? 'page' : undefined}
            >
              {t('detail.tokensTab')} <span className={styles.counter}>{list.tokens_count}</span>
            </Link>
          </li>
          <li>
            <Link
              to="/token-lists/$id/proposals"
              params={{ id: list.url }}
              activeOptions={{ exact: true }}
              aria-current={tab === 'proposals' ? 'page' : undefined}
            >
              {t('detail.proposalsTab')} <span className={styles.counter}>{list.proposals_count}</span>
            </Link>
          </li>
        </ul>
      </nav>
      <div className={styles.toolbar}>
        <SearchField label={t('detail.search')} value={query} onChange={setQuery} />
        {action && (
          <button type="button" className={buttons.primary} onClick={() => setAdding(action)}>
            {action === 'add' ? t('detail.addToken') : t('detail.proposeToken')}
          </button>
        )}
      </div>
      {tab === 'tokens' ? (
        <ListTokensTab list={list} manages={manages && !list.is_system} query={query.trim()} />
      ) : (
        <ListProposalsTab list={list} manages={manages && !list.is_system} query={query.trim()} />
      )}
      {adding && <TokenAddressModal list={list} mode={adding} onClose={closeAdding} />}
    </div>
  );
}
