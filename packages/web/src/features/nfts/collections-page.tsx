import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { NftCollection } from '@tvmscan/api/nft-contract';
import type { NftClient } from '../../shared/api/nft-client.js';
import { useNftApi } from '../../shared/config/network-context.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { ListPage } from '../../shared/list-page/list-page.js';
import { collectionsColumns } from './collections-columns.js';
import { COLLECTIONS_CSV_COLUMNS, COLLECTIONS_CSV_FILE } from './collections-csv.js';
import { NftsUnavailable } from './nfts-unavailable.js';

/** Rows per page of the collections list (spec 001 §2, §9). */
export const COLLECTIONS_PAGE_SIZE = 10;

/** The NFT collections list (spec 001 §2): newest first, 10 a page from the first, with its CSV export collections.csv. */
export function CollectionsPage() {
  const { t } = useTranslation('nfts');
  const nfts = useNftApi();
  return <ListPage title={t('collections.title')}>{nfts ? <CollectionsTable nfts={nfts} /> : <NftsUnavailable />}</ListPage>;
}

function CollectionsTable({ nfts }: { nfts: NftClient }) {
  const { t } = useTranslation('nfts');
  const load = useCallback<LoadPage<NftCollection>>(
    async (paging) => {
      const page = await nfts.post('/nft/collections/search', paging);
      return camelCasePage(page.collections, page);
    },
    [nfts],
  );
  const list = useCursorList(load, COLLECTIONS_PAGE_SIZE);
  const columns = useMemo(() => collectionsColumns(t), [t]);
  return (
    <CursorTable
      caption={t('collections.caption')}
      columns={columns}
      rowKey={(collection) => collection.address}
      list={list}
      csv={{ fileName: COLLECTIONS_CSV_FILE, columns: COLLECTIONS_CSV_COLUMNS }}
    />
  );
}
