import { useTranslation } from 'react-i18next';
import type { NftIndex } from '@tvmscan/api/nft-contract';
import { DetailPanel } from '../../shared/detail-page/detail-page.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { links } from '../../shared/routes/links.js';

const linked = (address: string) => <HashValue value={address} link={links.account(address)} />;

/**
 * A TIP-4.3 Index or IndexBasis shown on its account page (spec 001 §3 Index contract): what it is for, its collection,
 * owner and NFT (each linking to its account page), and whether it still lives.
 */
export function IndexContractPanel({ index }: { index: NftIndex }) {
  const { t } = useTranslation('nfts');
  const purpose =
    index.kind === 'IndexBasis'
      ? t('indexContract.basisPurpose')
      : t(index.inCollection ? 'indexContract.collectionIndex' : 'indexContract.ownerIndex');
  const facts: DetailItem[] = [
    { key: 'kind', label: t('indexContract.what'), value: `${index.kind} — ${purpose}` },
    { key: 'collection', label: t('indexContract.collection'), value: linked(index.collectionAddress) },
    ...(index.ownerAddress ? [{ key: 'owner', label: t('indexContract.owner'), value: linked(index.ownerAddress) }] : []),
    ...(index.nftAddress ? [{ key: 'nft', label: t('indexContract.nft'), value: linked(index.nftAddress) }] : []),
    { key: 'status', label: t('indexContract.status'), value: t(index.live ? 'indexContract.live' : 'indexContract.destroyed') },
  ];
  return (
    <DetailPanel title={t('indexContract.label')} labelledBy="index-contract-panel">
      <DetailsList items={facts} label={t('indexContract.label')} />
    </DetailPanel>
  );
}
