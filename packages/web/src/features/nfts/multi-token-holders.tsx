import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiTokenWallet, NftItem } from '@tvmscan/api/nft-contract';
import type { NftClient } from '../../shared/api/nft-client.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { useNftApi } from '../../shared/config/network-context.js';
import { NFT_ITEMS_PAGE_SIZE } from '../account/account-tabs.js';
import { MULTI_TOKEN_HOLDERS_CSV_FILE, MULTI_TOKEN_WALLETS_CSV_COLUMNS, multiTokenHolderColumns } from './multi-token-columns.js';

/** On an NFT's page, the holders of the standard-6 multi-token it is the NFT of; nothing for any other NFT. */
export function MultiTokenHoldersOf({ item }: { item: NftItem }) {
  const nfts = useNftApi();
  if (nfts === null || item.supply === null) return null;
  return <MultiTokenHolders nfts={nfts} nftAddress={item.address} supply={item.supply} />;
}

/** The holders of a multi-token: their wallets, largest balance first, 20 a page, each with its share of the supply. */
function MultiTokenHolders({ nfts, nftAddress, supply }: { nfts: NftClient; nftAddress: string; supply: string }) {
  const { t } = useTranslation('nfts');
  const load = useCallback<LoadPage<MultiTokenWallet>>(
    async (paging) => {
      const page = await nfts.post('/nft/multi/wallets/search', { nftAddress, ...paging });
      return camelCasePage(page.wallets, page);
    },
    [nfts, nftAddress],
  );
  const list = useCursorList(load, NFT_ITEMS_PAGE_SIZE);
  const columns = useMemo(() => multiTokenHolderColumns(t, supply), [t, supply]);
  return (
    <CursorTable
      caption={t('multi.holders')}
      columns={columns}
      rowKey={(wallet) => wallet.address}
      list={list}
      csv={{ fileName: MULTI_TOKEN_HOLDERS_CSV_FILE, columns: MULTI_TOKEN_WALLETS_CSV_COLUMNS }}
    />
  );
}
