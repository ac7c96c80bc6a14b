import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { paths } from '../../shared/routes/paths.js';
import { PathLink } from '../../shared/ui/path-link.js';
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
      <PathLink to={paths.transaction(transaction.hash)} className={styles.mono} title={transaction.hash}>
        {shortenHash(transaction.hash, HASH_LENGTHS.table)}
      </PathLink>
    ),
    sub: (
      <PathLink to={paths.account(transaction.accountId)} className={styles.mono} title={transaction.accountId}>
        {shortenAddress(transaction.accountId, HASH_LENGTHS.table)}
      </PathLink>
    ),
    aside: `${formatAmount(transaction.balanceChange, decimals)} ${tokenSymbol}`,
    asideSub: formatDate(transaction.time),
  }));
  return (
    <Panel id="latest-transactions" title={t('panels.latestTransactions')} viewAllPath={paths.transactions} rows={rows} />
  );
}
