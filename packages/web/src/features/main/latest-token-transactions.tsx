import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useTokenApi } from '../../shared/config/network-context.js';
import { formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { formatTokenAmount } from '../tokens/token-amount-value.js';
import { TRANSFER_KINDS } from '../tokens/token-kinds.js';
import { tokenTransactionKey } from '../tokens/token-transactions-columns.js';
import { MAIN_PANEL_ROWS, useLiveRefresh } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

/** The latest token transactions, refreshed like the other panels, and 'view all' to /tokens-transactions; 'no data' where no tokens are indexed. */
export function LatestTokenTransactions() {
  const { t } = useTranslation('main');
  const { t: tTokens } = useTranslation('tokens');
  const tokens = useTokenApi();
  const { data, isError } = useQuery({
    queryKey: ['main', 'token-transactions'],
    queryFn: async () =>
      tokens ? (await tokens.post('/transactions/search', { txKinds: [...TRANSFER_KINDS], limit: MAIN_PANEL_ROWS })).transactions : [],
    refetchInterval: useLiveRefresh(),
  });
  const rows = (isError ? [] : data)?.map((operation) => ({
    key: tokenTransactionKey(operation),
    main: (
      <Link {...links.transaction(operation.transactionHash, 'token-operations')} className={styles.mono} title={operation.transactionHash}>
        {shortenHash(operation.transactionHash, HASH_LENGTHS.table)}
      </Link>
    ),
    sub: tTokens(`kinds.${operation.kind}`),
    aside: formatTokenAmount(operation.amount, operation.scale, operation.token),
    asideSub: formatDate(operation.blockTime),
  }));
  return (
    <Panel
      id="latest-token-transactions"
      title={t('panels.latestTokenTransactions')}
      viewAll={tokens ? links.tokensTransactions : undefined}
      rows={tokens ? rows : []}
    />
  );
}
