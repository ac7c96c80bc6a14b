import { Link } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Token } from '@tvmscan/api/token-contract';
import type { TokenClient } from '../../shared/api/token-client.js';
import { useTokenApi } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { links } from '../../shared/routes/links.js';
import { tokensColumns } from './tokens-columns.js';
import { TOKENS_CSV_COLUMNS, TOKENS_CSV_FILE } from './tokens-csv.js';
import { TokensUnavailable } from './tokens-unavailable.js';

/** Rows per page of the tokens list: the default pagination (spec 001 §9). */
export const TOKENS_PAGE_SIZE = 10;

/**
 * The tokens list (spec 001 §2): every token root, newest first, with its CSV export tokens.csv, and the ways to the
 * token lists curated from them and to the NFT collections (the header has no room for more sections).
 */
export function TokensPage() {
  const { t } = useTranslation('tokens');
  const { t: tCommon } = useTranslation();
  const tokens = useTokenApi();
  return (
    <ListPage title={t('list.title')}>
      <p>
        <Link {...links.tokenLists}>{tCommon('nav.tokenLists')}</Link> · <Link {...links.collections}>{tCommon('nav.collections')}</Link>
      </p>
      {tokens ? <TokensTable tokens={tokens} /> : <TokensUnavailable />}
    </ListPage>
  );
}

function TokensTable({ tokens }: { tokens: TokenClient }) {
  const { t } = useTranslation('tokens');
  const load = useCallback<LoadPage<Token>>(
    async (paging) => {
      const page = await tokens.post('/root_contract/search', paging);
      return camelCasePage(page.tokens, page);
    },
    [tokens],
  );
  const list = useCursorList(load, TOKENS_PAGE_SIZE);
  const columns = useMemo(() => tokensColumns(t), [t]);
  return (
    <CursorTable
      caption={t('list.caption')}
      columns={columns}
      rowKey={(token) => token.rootAddress}
      list={list}
      csv={{ fileName: TOKENS_CSV_FILE, columns: TOKENS_CSV_COLUMNS }}
    />
  );
}
