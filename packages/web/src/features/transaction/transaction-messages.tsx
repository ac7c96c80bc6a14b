import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { DecodedMessage, TransactionDetails } from '@tvmscan/api/contract';
import { useNetworkConfig } from '../../shared/config/network-context.js';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import styles from '../../shared/detail-page/detail-page.module.css';
import { StaticTable } from '../../shared/detail-page/static-table.js';
import { DASH, formatCoins, formatDate, HASH_LENGTHS, shortenAddress, shortenHash, type Coin } from '../../shared/format/index.js';
import { links, type AppLink } from '../../shared/routes/links.js';
import { TransactionBodies } from './transaction-bodies.js';

function HashLink({ value, linkTo }: { value: string | null; linkTo: (hash: string) => AppLink }) {
  if (!value) return DASH;
  return (
    <Link {...linkTo(value)} title={value}>
      {value.includes(':') ? shortenAddress(value, HASH_LENGTHS.table) : shortenHash(value, HASH_LENGTHS.table)}
    </Link>
  );
}

/** The other end of a message: the transaction that created an inbound one, or consumed an outbound one. */
type OtherEnd = 'srcTransactionHash' | 'dstTransactionHash';

function messageColumns(
  t: TFunction<'transaction'>,
  tEntities: TFunction<'entities'>,
  coin: Coin,
  otherEnd: OtherEnd,
): TableColumn<DecodedMessage>[] {
  return [
    { key: 'hash', header: t('messages.hash'), cell: (message) => <HashLink value={message.messageHash} linkTo={(hash) => links.message(hash)} /> },
    { key: 'type', header: t('messages.type'), cell: (message) => tEntities(`messageTypes.${message.messageType}`) },
    {
      key: 'source',
      header: t('messages.source'),
      cell: (message) => <HashLink value={message.srcAddress} linkTo={(hash) => links.account(hash)} />,
    },
    {
      key: 'destination',
      header: t('messages.destination'),
      cell: (message) => <HashLink value={message.dstAddress} linkTo={(hash) => links.account(hash)} />,
    },
    { key: 'call', header: t('messages.call'), cell: (message) => calledName(message) ?? DASH },
    { key: 'value', header: t('messages.value'), cell: (message) => formatCoins(message.messageValue, coin), numeric: true },
    { key: 'fwdFee', header: t('messages.fwdFee'), cell: (message) => formatCoins(message.fwdFee, coin), numeric: true },
    { key: 'created', header: t('messages.created'), cell: (message) => formatDate(message.createdAt) },
    {
      key: 'transaction',
      header: otherEnd === 'srcTransactionHash' ? t('messages.parentTransaction') : t('messages.childTransaction'),
      cell: (message) => <HashLink value={message[otherEnd]} linkTo={(hash) => links.transaction(hash)} />,
    },
  ];
}

/** The function or event a known ABI reads in the message's body. */
function calledName(message: DecodedMessage): string | null {
  const decoded = message.decodedBody;
  return decoded && decoded.kind !== 'comment' && decoded.name !== '' ? decoded.name : message.methodName;
}

/** The inbound message and the outbound messages of the transaction, then the bodies a known ABI reads. */
export function TransactionMessages({ transaction }: { transaction: TransactionDetails }) {
  const { t } = useTranslation('transaction');
  const { t: tEntities } = useTranslation('entities');
  const { t: tCommon } = useTranslation();
  const coin = useNetworkConfig();
  const inColumns = useMemo(() => messageColumns(t, tEntities, coin, 'srcTransactionHash'), [t, tEntities, coin]);
  const outColumns = useMemo(() => messageColumns(t, tEntities, coin, 'dstTransactionHash'), [t, tEntities, coin]);
  return (
    <div className={styles.page}>
      <StaticTable
        caption={t('messages.incoming')}
        columns={inColumns}
        rows={transaction.inMessage ? [transaction.inMessage] : []}
        rowKey={(message) => message.messageHash}
        emptyText={tCommon('states.noData')}
      />
      <StaticTable
        caption={t('messages.outgoing')}
        columns={outColumns}
        rows={transaction.outMessages}
        rowKey={(message) => message.messageHash}
        emptyText={tCommon('states.noData')}
      />
      <TransactionBodies transaction={transaction} />
    </div>
  );
}
