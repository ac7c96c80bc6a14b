import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { NftEvent } from '@tvmscan/api/nft-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import type { CsvColumn } from '../../shared/csv/csv-column.js';
import { formatDate, HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { AddressLink } from './address-link.js';

export const NFT_EVENTS_CSV_FILE = 'nft-events.csv';

/** A row's key: one transaction may hold several events of one NFT. */
export const eventKey = (event: NftEvent) => `${event.transactionHash}:${event.eventIndex}`;

/** Transaction, time, event, the NFT (where the list is not one NFT's), from and to. */
export function eventsColumns(t: TFunction<'nfts'>, showNft: boolean): TableColumn<NftEvent>[] {
  return [
    {
      key: 'transaction',
      header: t('columns.transaction'),
      cell: (event) => (
        <Link {...links.transaction(event.transactionHash)} title={event.transactionHash}>
          {shortenHash(event.transactionHash, HASH_LENGTHS.table)}
        </Link>
      ),
    },
    { key: 'time', header: t('columns.time'), cell: (event) => formatDate(event.blockTime) },
    { key: 'event', header: t('columns.event'), cell: (event) => t(`events.${event.kind}`) },
    ...(showNft
      ? [
          {
            key: 'nft',
            header: t('columns.nft'),
            cell: (event: NftEvent) => <AddressLink address={event.nftAddress} text={`#${shortenHash(event.nftId, HASH_LENGTHS.table)}`} />,
          },
        ]
      : []),
    { key: 'from', header: t('columns.from'), cell: (event) => <AddressLink address={event.from} /> },
    { key: 'to', header: t('columns.to'), cell: (event) => <AddressLink address={event.to} /> },
  ];
}

/** The events export: the time in milliseconds like the token exports, the event by its name in the contract. */
export const NFT_EVENTS_CSV_COLUMNS: CsvColumn<NftEvent>[] = [
  { header: 'Transaction hash', value: (event) => event.transactionHash },
  { header: 'Time', value: (event) => event.blockTime * 1000 },
  { header: 'Event', value: (event) => event.kind },
  { header: 'NFT address', value: (event) => event.nftAddress },
  { header: 'NFT ID', value: (event) => event.nftId },
  { header: 'Collection', value: (event) => event.collectionAddress },
  { header: 'From', value: (event) => event.from },
  { header: 'To', value: (event) => event.to },
];
