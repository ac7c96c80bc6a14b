import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventSearchRequest, NftEvent, NftEventContinuation, NftItem } from '@tvmscan/api/nft-contract';
import type { NftClient } from '../../shared/api/nft-client.js';
import { camelCasePage } from '../../shared/cursor-table/cursor-page.js';
import type { LoadPage } from '../../shared/cursor-table/cursor-page.js';
import { CursorTable } from '../../shared/cursor-table/cursor-table.js';
import { useCursorList } from '../../shared/cursor-table/use-cursor-list.js';
import { NFT_EVENTS_PAGE_SIZE, NFT_ITEMS_PAGE_SIZE } from '../account/account-tabs.js';
import type { NftRole } from '../account/account-tabs.js';
import { eventKey, eventsColumns, NFT_EVENTS_CSV_COLUMNS, NFT_EVENTS_CSV_FILE } from './events-columns.js';
import { itemsColumns } from './items-columns.js';
import type { ItemsOf } from './items-columns.js';
import { ITEMS_CSV_COLUMNS, ITEMS_CSV_FILE } from './items-csv.js';
import { useEventPages } from './use-event-pages.js';
import type { LoadEvents } from './use-event-pages.js';
import styles from './nfts.module.css';

interface Props {
  nfts: NftClient;
  address: string;
  role: NftRole;
}

/** A collection's items are those it holds; any other account's are those it owns. */
const itemsOf = (role: NftRole): ItemsOf => (role === 'collection' ? 'collection' : 'owner');

/** The items tab (spec 001 §2): a collection's NFTs, or the NFTs an account owns, 20 a page. */
export function AccountItems({ nfts, address, role }: Props) {
  const { t } = useTranslation('nfts');
  const { t: ta } = useTranslation('account');
  const of = itemsOf(role);
  const load = useCallback<LoadPage<NftItem>>(
    async (paging) => {
      const party = of === 'collection' ? { collectionAddress: address } : { ownerAddress: address };
      const page = await nfts.post('/nft/items/search', { ...party, ...paging });
      return camelCasePage(page.items, page);
    },
    [nfts, address, of],
  );
  const list = useCursorList(load, NFT_ITEMS_PAGE_SIZE);
  const columns = useMemo(() => itemsColumns(t, of), [t, of]);
  return (
    <CursorTable
      caption={ta('tabs.items')}
      columns={columns}
      rowKey={(item) => item.address}
      list={list}
      csv={{ fileName: ITEMS_CSV_FILE, columns: ITEMS_CSV_COLUMNS }}
      emptyText={ta(of === 'collection' ? 'empty.collectionItems' : 'empty.ownedItems')}
    />
  );
}

/** Whose events the tab lists: the NFT's own, a collection's items', or those an account took part in. */
function eventsParty(role: NftRole, address: string): Pick<EventSearchRequest, 'nftAddress' | 'collectionAddress' | 'accountAddress'> {
  if (role === 'nft') return { nftAddress: address };
  if (role === 'collection') return { collectionAddress: address };
  return { accountAddress: address };
}

/**
 * The nft-transactions tab (spec 001 §2): events newest first, 10 a page, paged as §4 says (the next batch continues
 * from the last loaded event; an NFT's list ends at its creation), with the page number and, once known, the total.
 */
export function AccountNftEvents({ nfts, address, role }: Props) {
  const { t } = useTranslation('nfts');
  const { t: ta } = useTranslation('account');
  const load = useCallback<LoadEvents<NftEvent, NftEventContinuation>>(
    async (continuation) => {
      const batch = await nfts.post('/nft/events/search', {
        ...eventsParty(role, address),
        limit: NFT_EVENTS_PAGE_SIZE,
        ...(continuation ? { continuation } : {}),
      });
      return { events: batch.events, continuation: batch.continuation };
    },
    [nfts, address, role],
  );
  const list = useEventPages(load);
  const columns = useMemo(() => eventsColumns(t, role !== 'nft'), [t, role]);
  return (
    <>
      <CursorTable
        caption={ta('tabs.nft-transactions')}
        columns={columns}
        rowKey={eventKey}
        list={list}
        csv={{ fileName: NFT_EVENTS_CSV_FILE, columns: NFT_EVENTS_CSV_COLUMNS }}
        endsAtHistoryStart
        emptyText={ta('empty.nft-transactions')}
      />
      {list.status === 'ready' && list.rows.length > 0 && (
        <p className={styles.pageNumber} aria-live="polite">
          {t('paging.page', { page: list.page })}
          {list.total !== null && ` · ${t('paging.total', { count: list.total })}`}
        </p>
      )}
    </>
  );
}
