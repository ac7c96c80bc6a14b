import { useTranslation } from 'react-i18next';
import type { NftItem } from '@tvmscan/api/nft-contract';
import { DetailPanel } from '../../shared/detail-page/detail-page.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { TimeValue } from '../../shared/detail-page/time-value.js';
import { groupThousands, shortenHash } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';
import { AddressLink } from './address-link.js';
import { ExternalLink } from './external-link.js';
import { MetadataExtras, MetadataNote } from './metadata-extras.js';
import { readNftMetadata } from './nft-metadata.js';
import { NftImage } from './nft-image.js';
import { standardsText } from './nft-standards.js';
import styles from './nfts.module.css';

/** The side of an NFT's or a collection's picture on its page. */
export const PREVIEW_SIZE = 240;

/** Digits of a long id kept on each side of the ellipsis in an NFT's made-up name. */
const UNTITLED_ID_DIGITS = 8;

/** An NFT's name, or 'NFT #id' (a long id shortened) when its metadata gives none. */
export function itemName(item: { name: string | null; id: string }, t: (key: 'nft.untitled', options: { id: string }) => string): string {
  return item.name ?? t('nft.untitled', { id: shortenHash(item.id, UNTITLED_ID_DIGITS) });
}

/**
 * The NFT shown on its account page (spec 001 §2, §3): its picture, name and description, then its collection and
 * owner (the first screen names them, issue 37), id, manager, external link, and what its metadata says beyond that ('metaverse.region' regions and server).
 */
export function NftPanel({ item }: { item: NftItem }) {
  const { t } = useTranslation('nfts');
  const name = itemName(item, t);
  const metadata = readNftMetadata(item.metadata);
  const facts: DetailItem[] = [
    {
      key: 'collection',
      label: t('nft.collection'),
      value: <AddressLink address={item.collectionAddress} text={item.collectionName} />,
    },
    {
      key: 'owner',
      label: t('nft.owner'),
      value: <HashValue value={item.ownerAddress} link={item.ownerAddress ? links.account(item.ownerAddress) : undefined} />,
    },
    { key: 'id', label: t('nft.id'), value: <span className={styles.measures}>{item.id}</span> },
    {
      key: 'manager',
      label: t('nft.manager'),
      value: <HashValue value={item.managerAddress} link={item.managerAddress ? links.account(item.managerAddress) : undefined} />,
    },
    ...(item.standards.length > 0 ? [{ key: 'standards', label: t('nft.standards'), value: standardsText(item.standards) }] : []),
    ...(item.supply !== null ? [{ key: 'supply', label: t('multi.supply'), value: groupThousands(item.supply) }] : []),
    ...(item.metadataType ? [{ key: 'type', label: t('nft.type'), value: item.metadataType }] : []),
    ...(item.externalUrl ? [{ key: 'externalUrl', label: t('nft.externalUrl'), value: <ExternalLink url={item.externalUrl} /> }] : []),
    ...(item.metadataUrl ? [{ key: 'metadataUrl', label: t('nft.metadataUrl'), value: <ExternalLink url={item.metadataUrl} /> }] : []),
    { key: 'created', label: t('nft.created'), value: <TimeValue unix={item.createdAt} /> },
  ];
  return (
    <DetailPanel title={t('nft.label')} labelledBy="nft-panel">
      <div className={styles.nft}>
        <NftImage source={item.previewUrl} alt={t('picture.of', { name })} size={PREVIEW_SIZE} />
        <div className={styles.nftFacts}>
          <h3 className={styles.name}>{name}</h3>
          {item.description && <p className={styles.description}>{item.description}</p>}
          {item.burned && <p role="note">{t('nft.burned')}</p>}
          <MetadataNote status={item.metadataStatus} />
          <DetailsList items={facts} label={t('nft.label')} />
          <MetadataExtras metadata={metadata} />
        </div>
      </div>
    </DetailPanel>
  );
}
