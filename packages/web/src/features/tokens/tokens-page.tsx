import { getRouteApi, Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@tvmscan/api/token-contract';
import type { TokenClient } from '../../shared/api/token-client.js';
import { SORT_ORDERS } from '../../shared/api/enumerations.js';
import { useTokenApi } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { SelectField } from '../../shared/filters/select-field.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { links } from '../../shared/routes/links.js';
import { tokensColumns } from './tokens-columns.js';
import { TOKENS_CSV_COLUMNS, TOKENS_CSV_FILE } from './tokens-csv.js';
import { TOKEN_SORTS, tokensOrdering, type TokensSearch } from './tokens-search.js';
import { TokensUnavailable } from './tokens-unavailable.js';
import styles from './tokens-page.module.css';

/** Rows per page of the tokens list: the default pagination (spec 001 §9). */
export const TOKENS_PAGE_SIZE = 10;

const route = getRouteApi('/tokens');

/**
 * The tokens list as a market view (spec 001 §2, issue 37): every token root, the system list's tokens first, then by
 * market value and holders, or sorted by any column, with its CSV export tokens.csv, and the ways to the token lists
 * curated from them and to the NFT collections (the header has no room for more sections).
 */
export function TokensPage() {
  const { t } = useTranslation('tokens');
  const { t: tCommon } = useTranslation();
  const tokens = useTokenApi();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <ListPage title={t('list.title')}>
      <p>
        <Link {...links.tokenLists}>{tCommon('nav.tokenLists')}</Link> · <Link {...links.collections}>{tCommon('nav.collections')}</Link>
      </p>
      {tokens ? <TokensTable tokens={tokens} search={search} onSearch={(next) => void navigate({ search: next })} /> : <TokensUnavailable />}
    </ListPage>
  );
}

function TokensTable({ tokens, search, onSearch }: { tokens: TokenClient; search: TokensSearch; onSearch: (search: TokensSearch) => void }) {
  const { t } = useTranslation('tokens');
  const ordering = tokensOrdering(search);
  const load = useCallback<LoadPage<Token>>(
    async (paging) => {
      const page = await tokens.post('/root_contract/search', { ...paging, ordering: { by: ordering.by, order: ordering.order } });
      return camelCasePage(page.tokens, page);
    },
    [tokens, ordering.by, ordering.order],
  );
  const list = useCursorList(load, TOKENS_PAGE_SIZE);
  const columns = useMemo(() => tokensColumns(t), [t]);
  return (
    <>
      <div className={styles.sorting}>
        <SelectField
          label={t('sort.by')}
          choices={TOKEN_SORTS}
          labelOf={(by) => t(`sort.sorts.${by}`)}
          value={ordering.by}
          onChange={(orderBy) => onSearch({ ...search, orderBy })}
        />
        <SelectField
          label={t('sort.order')}
          choices={SORT_ORDERS}
          labelOf={(order) => t(`sort.orders.${order}`)}
          value={ordering.order}
          onChange={(order) => onSearch({ ...search, order })}
        />
      </div>
      <CursorTable
        caption={t('list.caption')}
        columns={columns}
        rowKey={(token) => token.rootAddress}
        list={list}
        csv={{ fileName: TOKENS_CSV_FILE, columns: TOKENS_CSV_COLUMNS }}
      />
    </>
  );
}
