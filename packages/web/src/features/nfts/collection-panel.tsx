import { useTranslation } from 'react-i18next';
import type { NftCollection } from '@tvmscan/api/nft-contract';
import { DetailPanel } from '../../shared/detail-page/detail-page.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { groupThousands } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { ExternalLink } from './external-link.js';
import { MetadataExtras, MetadataNote } from './metadata-extras.js';
import { readNftMetadata } from './nft-metadata.js';
import { NftImage } from './nft-image.js';
import { PREVIEW_SIZE } from './nft-panel.js';
import { standardsText } from './nft-standards.js';
import styles from './nfts.module.css';

const count = (value: string | null): DetailItem['value'] => (value === null ? null : groupThousands(value));

/**
 * A collection shown on its account page (spec 001 §3 Collection), leading with its picture, name, description, item
 * count and owner count (distinct owners of its items, issue 37), then standards, the collection's owner, supply and URLs.
 */
export function CollectionPanel({ collection }: { collection: NftCollection }) {
  const { t } = useTranslation('nfts');
  const name = collection.name ?? t('collection.untitled');
  const facts: DetailItem[] = [
    { key: 'items', label: t('collection.items'), value: groupThousands(String(collection.itemsCount)) },
    { key: 'owners', label: t('collection.owners'), value: groupThousands(String(collection.ownersCount)) },
    { key: 'standards', label: t('nft.standards'), value: standardsText(collection.standards) },
    {
      key: 'owner',
      label: t('nft.owner'),
      value: <HashValue value={collection.ownerAddress} link={collection.ownerAddress ? links.account(collection.ownerAddress) : undefined} />,
    },
    ...(collection.totalSupply !== null ? [{ key: 'totalSupply', label: t('collection.totalSupply'), value: count(collection.totalSupply) }] : []),
    ...(collection.totalMinted !== null ? [{ key: 'totalMinted', label: t('collection.totalMinted'), value: count(collection.totalMinted) }] : []),
    ...(collection.metadataType ? [{ key: 'type', label: t('nft.type'), value: collection.metadataType }] : []),
    ...(collection.externalUrl ? [{ key: 'externalUrl', label: t('nft.externalUrl'), value: <ExternalLink url={collection.externalUrl} /> }] : []),
    ...(collection.collectionUrl
      ? [{ key: 'collectionUrl', label: t('collection.collectionUrl'), value: <ExternalLink url={collection.collectionUrl} /> }]
      : []),
    ...(collection.nftCodeHash
      ? [{ key: 'nftCodeHash', label: t('collection.nftCodeHash'), value: <HashValue value={collection.nftCodeHash} /> }]
      : []),
  ];
  return (
    <DetailPanel title={t('collection.label')} labelledBy="collection-panel">
      <div className={styles.nft}>
        <NftImage source={collection.previewUrl} alt={t('picture.of', { name })} size={PREVIEW_SIZE} />
        <div className={styles.nftFacts}>
          <h3 className={styles.name}>{name}</h3>
          {collection.description && <p className={styles.description}>{collection.description}</p>}
          <MetadataNote status={collection.metadataStatus} />
          <DetailsList items={facts} label={t('collection.label')} />
          <MetadataExtras metadata={readNftMetadata(collection.metadata)} />
        </div>
      </div>
    </DetailPanel>
  );
}
