import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { Message } from '@tvmscan/api/contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, formatCoins, formatDate, HASH_LENGTHS, shortenAddress, shortenHash, type Coin } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

function AccountLink({ address }: { address: string | null }) {
  if (!address) return DASH;
  return (
    <Link {...links.account(address)} title={address}>
      {shortenAddress(address, HASH_LENGTHS.table)}
    </Link>
  );
}

export function messagesColumns(t: TFunction<'messages'>, coin: Coin): TableColumn<Message>[] {
  return [
    {
      key: 'hash',
      header: t('table.hash'),
      cell: (message) => (
        <Link {...links.message(message.messageHash)} title={message.messageHash}>
          {shortenHash(message.messageHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'type', header: t('table.type'), cell: (message) => t(`types.${message.messageType}`) },
    { key: 'source', header: t('table.source'), cell: (message) => <AccountLink address={message.srcAddress} /> },
    { key: 'destination', header: t('table.destination'), cell: (message) => <AccountLink address={message.dstAddress} /> },
    { key: 'value', header: t('table.value'), cell: (message) => formatCoins(message.messageValue, coin), numeric: true },
    { key: 'time', header: t('table.time'), cell: (message) => formatDate(message.transactionTime ?? message.createdAt) },
    {
      key: 'transaction',
      header: t('table.transaction'),
      cell: (message) =>
        message.transactionHash ? (
          <Link {...links.transaction(message.transactionHash)} title={message.transactionHash}>
            {shortenHash(message.transactionHash, HASH_LENGTHS.table)}
          </Link>
        ) : (
          DASH
        ),
    },
  ];
}
