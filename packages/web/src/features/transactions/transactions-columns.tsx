import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Transaction } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { formatCoins, formatDate, HASH_LENGTHS, shortenAddress, shortenHash, type Coin } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { TransactionStatusBadge } from '../../shared/ui/transaction-status-badge.js';

/** The transactions table; amounts carry the network's coin. */
export function transactionsColumns(t: TFunction<'transactions'>, coin: Coin): TableColumn<Transaction>[] {
  return [
    {
      key: 'hash',
      header: t('table.hash'),
      cell: (transaction) => (
        <Link {...links.transaction(transaction.hash)} title={transaction.hash}>
          {shortenHash(transaction.hash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'time', header: t('table.time'), cell: (transaction) => formatDate(transaction.time) },
    {
      key: 'account',
      header: t('table.account'),
      cell: (transaction) => (
        <Link {...links.account(transaction.accountId)} title={transaction.accountId}>
          {shortenAddress(transaction.accountId, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'type', header: t('table.type'), cell: (transaction) => t(`types.${transaction.txType}`) },
    {
      key: 'status',
      header: t('table.status'),
      cell: (transaction) => <TransactionStatusBadge aborted={transaction.aborted} />,
    },
    {
      key: 'balanceChange',
      header: t('table.balanceChange'),
      cell: (transaction) => formatCoins(transaction.balanceChange, coin),
      numeric: true,
    },
    { key: 'fees', header: t('table.fees'), cell: (transaction) => formatCoins(transaction.totalFees, coin), numeric: true },
  ];
}
