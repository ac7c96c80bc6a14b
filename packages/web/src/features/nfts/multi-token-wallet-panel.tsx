import { useTranslation } from 'react-i18next';
import type { MultiTokenWallet } from '@tvmscan/api/nft-contract';
import { DetailPanel } from '../../shared/detail-page/detail-page.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import type { DetailItem } from '../../shared/detail-page/details-list.js';
import { HashValue } from '../../shared/detail-page/hash-value.js';
import { groupThousands } from '../../shared/format/index.js';
import { links } from '../../shared/routes/links.js';

const linked = (address: string) => <HashValue value={address} link={links.account(address)} />;

/**
 * A standard-6 multi-token wallet shown on its account page (spec 001 §3 Multi-token wallet): its multi-token's id
 * and NFT, its owner and collection (each linking to its account page), and its balance.
 */
export function MultiTokenWalletPanel({ wallet }: { wallet: MultiTokenWallet }) {
  const { t } = useTranslation('nfts');
  const facts: DetailItem[] = [
    { key: 'id', label: t('nft.id'), value: wallet.id },
    ...(wallet.name ? [{ key: 'name', label: t('multi.token'), value: wallet.name }] : []),
    { key: 'balance', label: t('multi.balance'), value: groupThousands(wallet.balance) },
    { key: 'owner', label: t('nft.owner'), value: linked(wallet.ownerAddress) },
    { key: 'collection', label: t('nft.collection'), value: linked(wallet.collectionAddress) },
    ...(wallet.nftAddress ? [{ key: 'nft', label: t('indexContract.nft'), value: linked(wallet.nftAddress) }] : []),
  ];
  return (
    <DetailPanel title={t('multi.walletLabel')} labelledBy="multi-token-wallet-panel">
      <DetailsList items={facts} label={t('multi.walletLabel')} />
    </DetailPanel>
  );
}
