import { useTranslation } from 'react-i18next';
import type { MetadataStatus } from '@tvmscan/api/nft-contract';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { ExternalLink } from './external-link.js';
import type { NftMetadata } from './nft-metadata.js';
import { RegionList } from './region-list.js';
import styles from './nfts.module.css';

/** Says so when the metadata of a TIP-4.2.2 NFT or collection is still being fetched from its URL, or could not be read. */
export function MetadataNote({ status }: { status: MetadataStatus }) {
  const { t } = useTranslation('nfts');
  if (status === 'Pending') return <p role="status">{t('nft.metadataPending')}</p>;
  if (status === 'Failed') return <p role="alert">{t('nft.metadataFailed')}</p>;
  return null;
}

/** What the metadata says beyond the common fields: its files, version, the regions of a 'metaverse.region' NFT and its server. */
export function MetadataExtras({ metadata }: { metadata: NftMetadata }) {
  const { t } = useTranslation('nfts');
  const facts: DetailItem[] = [
    ...(metadata.files.length > 0
      ? [
          {
            key: 'files',
            label: t('nft.files'),
            value: (
              <ul className={styles.regions}>
                {metadata.files.map((file, index) => (
                  <li key={index}>
                    <ExternalLink url={file.source} />
                    {file.mimetype && ` (${file.mimetype})`}
                  </li>
                ))}
              </ul>
            ),
          },
        ]
      : []),
    ...(metadata.version ? [{ key: 'version', label: t('nft.version'), value: metadata.version }] : []),
    ...(metadata.server?.type ? [{ key: 'serverType', label: t('region.serverType'), value: metadata.server.type }] : []),
    ...(metadata.server?.url ? [{ key: 'serverUrl', label: t('region.serverUrl'), value: <ExternalLink url={metadata.server.url} /> }] : []),
    ...(metadata.server?.pubkey
      ? [{ key: 'pubkey', label: t('region.pubkey'), value: <span className={styles.measures}>{metadata.server.pubkey}</span> }]
      : []),
    ...(metadata.signature
      ? [{ key: 'signature', label: t('region.signature'), value: <span className={styles.measures}>{metadata.signature}</span> }]
      : []),
  ];
  return (
    <>
      {facts.length > 0 && <DetailsList items={facts} />}
      {metadata.regions.length > 0 && <RegionList regions={metadata.regions} />}
    </>
  );
}
