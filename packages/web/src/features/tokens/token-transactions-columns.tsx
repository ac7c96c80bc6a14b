import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { TokenTransaction } from '@tvmscan/api/token-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, formatDate, HASH_LENGTHS, shortenAddress, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { formatTokenAmount } from './token-amount-value.js';

/** A row's key: a chain transaction may hold several token operations. */
export const tokenTransactionKey = (operation: TokenTransaction) => `${operation.transactionHash}:${operation.position}`;

function AddressLink({ address }: { address: string | null }) {
  if (!address) return DASH;
  return (
    <Link {...links.account(address)} title={address}>
      {shortenAddress(address, HASH_LENGTHS.table)}
    </Link>
  );
}

/** Transaction, time, kind (Send shown as transfer), token (linking to its root), sender and receiver owners, amount. */
export function tokenTransactionsColumns(t: TFunction<'tokens'>): TableColumn<TokenTransaction>[] {
  return [
    {
      key: 'transaction',
      header: t('columns.transaction'),
      cell: (operation) => (
        <Link {...links.transaction(operation.transactionHash, 'token-operations')} title={operation.transactionHash}>
          {shortenHash(operation.transactionHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'time', header: t('columns.time'), cell: (operation) => formatDate(operation.blockTime) },
    { key: 'kind', header: t('columns.kind'), cell: (operation) => t(`kinds.${operation.kind}`) },
    {
      key: 'token',
      header: t('columns.token'),
      cell: (operation) => (
        <Link {...links.account(operation.rootAddress)} title={operation.rootAddress}>
          {operation.token ?? shortenAddress(operation.rootAddress, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'from', header: t('columns.from'), cell: (operation) => <AddressLink address={operation.sender.ownerAddress} /> },
    { key: 'to', header: t('columns.to'), cell: (operation) => <AddressLink address={operation.receiver.ownerAddress} /> },
    {
      key: 'amount',
      header: t('columns.amount'),
      cell: (operation) => formatTokenAmount(operation.amount, operation.scale, operation.token),
      numeric: true,
    },
  ];
}
