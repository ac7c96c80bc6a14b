import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MultiToken, MultiTokenCollection, MultiTokenWallet } from '@tvmscan/api/nft-contract';
import type { NftClient } from '../../shared/api/nft-client.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { DetailsList } from '../../shared/detail-page/details-list.js';
import { groupThousands } from '../../shared/format/index.js';
import { NFT_ITEMS_PAGE_SIZE } from '../account/account-tabs.js';
import type { NftRole } from '../account/account-tabs.js';
import {
  MULTI_TOKEN_WALLETS_CSV_COLUMNS,
  MULTI_TOKEN_WALLETS_CSV_FILE,
  MULTI_TOKENS_CSV_COLUMNS,
  MULTI_TOKENS_CSV_FILE,
  multiTokenColumns,
  multiTokenWalletColumns,
} from './multi-token-columns.js';
import { standardsText } from './nft-standards.js';

interface Props {
  nfts: NftClient;
  address: string;
  role: NftRole;
}

/**
 * The multi tab (spec 001 §2): a collection's standard-6 multi-tokens ("VEP 1155") with its counts, or the
 * multi-token wallets an account owns, 20 a page.
 */
export function AccountMultiTokens({ nfts, address, role }: Props) {
  return role === 'collection' ? <CollectionMultiTokens nfts={nfts} address={address} /> : <OwnedMultiTokens nfts={nfts} address={address} />;
}

function CollectionMultiTokens({ nfts, address }: Omit<Props, 'role'>) {
  const { t } = useTranslation('nfts');
  const { t: ta } = useTranslation('account');
  const collection = useQuery({
    queryKey: ['nfts', 'multi-collection', address],
    queryFn: () => nfts.get('/nft/multi/collections/:address', { address }),
    staleTime: 30_000,
    retry: false,
  });
  const load = useCallback<LoadPage<MultiToken>>(
    async (paging) => {
      const page = await nfts.post('/nft/multi/tokens/search', { collectionAddress: address, ...paging });
      return camelCasePage(page.tokens, page);
    },
    [nfts, address],
  );
  const list = useCursorList(load, NFT_ITEMS_PAGE_SIZE);
  const columns = useMemo(() => multiTokenColumns(t), [t]);
  return (
    <>
      {collection.data && <MultiTokenSummary collection={collection.data} />}
      <CursorTable
        caption={ta('tabs.multi')}
        columns={columns}
        rowKey={(token) => token.id}
        list={list}
        csv={{ fileName: MULTI_TOKENS_CSV_FILE, columns: MULTI_TOKENS_CSV_COLUMNS }}
      />
    </>
  );
}

/** The collection's multi-token counts (spec 001 §3 Multi-token collection: total supply, last token id). */
function MultiTokenSummary({ collection }: { collection: MultiTokenCollection }) {
  const { t } = useTranslation('nfts');
  return (
    <DetailsList
      label={t('multi.summary')}
      items={[
        { key: 'standard', label: t('multi.standard'), value: standardsText(['VEP-1155']) },
        { key: 'tokens', label: t('multi.tokens'), value: groupThousands(String(collection.tokenCount)) },
        { key: 'live', label: t('multi.live'), value: groupThousands(String(collection.liveTokenCount)) },
        { key: 'totalSupply', label: t('multi.totalSupply'), value: groupThousands(collection.totalSupply) },
        { key: 'lastTokenId', label: t('multi.lastTokenId'), value: collection.lastTokenId },
      ]}
    />
  );
}

function OwnedMultiTokens({ nfts, address }: Omit<Props, 'role'>) {
  const { t } = useTranslation('nfts');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadPage<MultiTokenWallet>>(
    async (paging) => {
      const page = await nfts.post('/nft/multi/wallets/search', { ownerAddress: address, ...paging });
      return camelCasePage(page.wallets, page);
    },
    [nfts, address],
  );
  const list = useCursorList(load, NFT_ITEMS_PAGE_SIZE);
  const columns = useMemo(() => multiTokenWalletColumns(t), [t]);
  return (
    <CursorTable
      caption={ta('tabs.multi')}
      columns={columns}
      rowKey={(wallet) => wallet.address}
      list={list}
      csv={{ fileName: MULTI_TOKEN_WALLETS_CSV_FILE, columns: MULTI_TOKEN_WALLETS_CSV_COLUMNS }}
    />
  );
}
