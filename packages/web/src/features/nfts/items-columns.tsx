import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { NftItem } from '@tvmscan/api/nft-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { HASH_LENGTHS, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { AddressLink } from './address-link.js';
import { THUMBNAIL_SIZE } from './collections-columns.js';
import { NftImage } from './nft-image.js';
import { itemName } from './nft-panel.js';
import styles from './nfts.module.css';

/** Whose items a list shows: a collection's (each with its owner) or an owner's (each with its collection). */
export type ItemsOf = 'collection' | 'owner';

function ItemId({ id }: { id: string }) {
  return <span title={id}>{shortenHash(id, HASH_LENGTHS.table)}</span>;
}

function NamedItem({ address, name, previewUrl, alt }: { address: string; name: string; previewUrl: string | null; alt: string }) {
  return (
    <span className={styles.item}>
      <NftImage source={previewUrl} alt={alt} size={THUMBNAIL_SIZE} />
      <Link {...links.account(address)} title={address}>
        {name}
      </Link>
    </span>
  );
}

/** The NFT with its picture and name (linking to its page), its id, then its owner or its collection, and its manager. */
export function itemsColumns(t: TFunction<'nfts'>, of: ItemsOf): TableColumn<NftItem>[] {
  return [
    {
      key: 'nft',
      header: t('columns.nft'),
      cell: (item) => {
        const name = itemName(item, t);
        return <NamedItem address={item.address} name={name} previewUrl={item.previewUrl} alt={t('picture.of', { name })} />;
      },
    },
    { key: 'id', header: t('columns.id'), cell: (item) => <ItemId id={item.id} />, numeric: true },
    of === 'collection'
      ? { key: 'owner', header: t('columns.owner'), cell: (item) => <AddressLink address={item.ownerAddress} /> }
      : {
          key: 'collection',
          header: t('columns.collection'),
          cell: (item) => <AddressLink address={item.collectionAddress} text={item.collectionName} />,
        },
    { key: 'manager', header: t('columns.manager'), cell: (item) => <AddressLink address={item.managerAddress} /> },
  ];
}
