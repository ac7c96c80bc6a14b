import type { TFunction } from 'i18next';
import type { NftCollection } from '@tvmscan/api/nft-contract';
import type { TableColumn } from '../../shared/cursor-table/table-column.js';
import { DASH, groupThousands } from '../../shared/format/index.js';
import { AddressLink } from './address-link.js';
import { NftImage } from './nft-image.js';
import { standardsText } from './nft-standards.js';
import styles from './nfts.module.css';

/** The side of a picture in a table row. */
export const THUMBNAIL_SIZE = 32;

/** Address, name with the collection's picture, standards, items, total supply and owner of each collection. */
export function collectionsColumns(t: TFunction<'nfts'>): TableColumn<NftCollection>[] {
  return [
    { key: 'address', header: t('columns.address'), cell: (collection) => <AddressLink address={collection.address} /> },
    {
      key: 'name',
      header: t('columns.name'),
      cell: (collection) => {
        const name = collection.name ?? t('collection.untitled');
        return (
          <span className={styles.item}>
            <NftImage source={collection.previewUrl} alt={t('picture.of', { name })} size={THUMBNAIL_SIZE} />
            <span>{name}</span>
          </span>
        );
      },
    },
    { key: 'standards', header: t('columns.standards'), cell: (collection) => standardsText(collection.standards) || DASH },
    { key: 'items', header: t('columns.items'), cell: (collection) => groupThousands(String(collection.itemsCount)), numeric: true },
    {
      key: 'totalSupply',
      header: t('columns.totalSupply'),
      cell: (collection) => (collection.totalSupply === null ? DASH : groupThousands(collection.totalSupply)),
      numeric: true,
    },
    { key: 'owner', header: t('columns.owner'), cell: (collection) => <AddressLink address={collection.ownerAddress} /> },
  ];
}
