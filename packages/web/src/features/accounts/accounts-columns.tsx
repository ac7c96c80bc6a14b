import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Account } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { formatCoins, formatDate, HASH_LENGTHS, shortenAddress, type Coin } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { AccountStateBadge } from '../../shared/ui/account-state-badge.js';

export function accountsColumns(t: TFunction<'accounts'>, coin: Coin): TableColumn<Account>[] {
  return [
    {
      key: 'address',
      header: t('table.address'),
      cell: (account) => (
        <Link {...links.account(account.address)} title={account.address}>
          {shortenAddress(account.address, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'balance', header: t('table.balance'), cell: (account) => formatCoins(account.balance, coin), numeric: true },
    { key: 'state', header: t('table.state'), cell: (account) => <AccountStateBadge state={account.state} /> },
    { key: 'created', header: t('table.created'), cell: (account) => formatDate(account.createdAt) },
    { key: 'updated', header: t('table.updated'), cell: (account) => formatDate(account.updatedAt) },
  ];
}
