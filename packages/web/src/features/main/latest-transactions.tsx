import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import { formatAmount, formatDate, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { useActionsOfTransactions } from '../actions/action-queries.js';
import { transactionLines } from '../actions/transaction-lines.js';
import { useLatestTransactions } from './main-queries.js';
import { Panel } from './panel.js';
import styles from './main-page.module.css';

/** The latest transactions, each with its one-line action where the index tells one (else its account). */
export function LatestTransactions() {
  const { t } = useTranslation('main');
  const { t: tActions } = useTranslation('actions');
  const native = useNetworkConfig();
  const { data, isError } = useLatestTransactions();
  const transactions = isError ? [] : data?.transactions;
  const actions = useActionsOfTransactions(transactions?.map((transaction) => transaction.hash) ?? []);
  const lines = transactionLines(actions.data?.actions ?? [], tActions, native);
  const rows = transactions?.map((transaction) => {
    const line = lines.get(transaction.hash);
    return {
      key: transaction.hash,
      main: (
        <Link {...links.transaction(transaction.hash)} className={styles.mono} title={transaction.hash}>
          {shortenHash(transaction.hash, HASH_LENGTHS.table)}
        </Link>
      ),
      sub:
        line === undefined ? (
          <Link {...links.account(transaction.accountId)} className={styles.mono} title={transaction.accountId}>
            {shortenAddress(transaction.accountId, HASH_LENGTHS.table)}
          </Link>
        ) : (
          <span className={styles.oneLine} title={line}>
            {line}
          </span>
        ),
      aside: `${formatAmount(transaction.balanceChange, native.decimals)} ${native.tokenSymbol}`,
      asideSub: formatDate(transaction.time),
    };
  });
  return <Panel id="latest-transactions" title={t('panels.latestTransactions')} viewAll={links.transactions} rows={rows} />;
}
