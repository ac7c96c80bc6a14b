import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { useLatestTransactions } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

export function LatestTransactions() {
  const { t } = useTranslation('main');
  const { decimals, tokenSymbol } = useNetworkConfig();
  const { data, isError } = useLatestTransactions();
  const rows = (isError ? [] : data?.transactions)?.map((transaction) => ({
    key: transaction.hash,
    main: (
      <Link {...links.transaction(transaction.hash)} className={styles.mono} title={transaction.hash}>
        {shortenHash(transaction.hash, HASH_LENGTHS.table)}
      </Link>
    ),
    sub: (
      <Link {...links.account(transaction.accountId)} className={styles.mono} title={transaction.accountId}>
        {shortenAddress(transaction.accountId, HASH_LENGTHS.table)}
      </Link>
    ),
    aside: `${formatAmount(transaction.balanceChange, decimals)} ${tokenSymbol}`,
    asideSub: formatDate(transaction.time),
  }));
  return <Panel id="latest-transactions" title={t('panels.latestTransactions')} viewAll={links.transactions} rows={rows} />;
}
