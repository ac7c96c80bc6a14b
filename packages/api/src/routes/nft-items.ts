import { countNftItems, listNftItems, nftCollectionByAddress, nftItemByAddress, nftItemById } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { nftCollection, nftItem } from '../mappers/nft.js';
import type { NftAccountResponse } from '../schemas/nft.js';
import type { NFT_ROUTES } from '../schemas/nft-routes.js';
import type { NftCall, NftHandlers } from './api-handlers.js';
import type { RouteContext } from './context.js';
import { pageCursors } from './inputs.js';

const NFT_NOT_FOUND = 'NFT not found';

type ItemRoute = Extract<keyof typeof NFT_ROUTES, `${string} /nft/${'items' | 'accounts'}/${string}`>;

/** The items of a collection or an owner, one NFT with its metadata, and what an address is to the NFT tables. */
export const NFT_ITEM_HANDLERS: NftHandlers<ItemRoute> = {
  'POST /nft/items/search': async ({ db }, { body, reply }) => {
    const { limit = 20, cursor, direction, ...filter } = body;
    const page = await listNftItems(db, filter, { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { items: page.items.map(nftItem), ...pageCursors(cursor, page) };
  },
  'POST /nft/items/count': async ({ db }, { body, reply }) => {
    const totalCount = await countNftItems(db, body);
    cacheUntilChainMoves(reply);
    return { totalCount };
  },
  'POST /nft/items/by_id': async ({ db }, { body, reply }) => {
    const item = await nftItemById(db, body.collectionAddress, body.id);
    if (!item) throw notFound(NFT_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return nftItem(item);
  },
  'GET /nft/items/:address': async ({ db }, { params, reply }) => {
    const item = await nftItemByAddress(db, params.address);
    if (!item) throw notFound(NFT_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return nftItem(item);
  },
  'GET /nft/accounts/:address': nftAccount,
};

async function nftAccount({ db }: RouteContext, { params, reply }: NftCall<'GET /nft/accounts/:address'>): Promise<NftAccountResponse> {
  const { address } = params;
  const [collection, nft, ownedItems] = await Promise.all([
    nftCollectionByAddress(db, address),
    nftItemByAddress(db, address),
    countNftItems(db, { ownerAddress: address }),
  ]);
  cacheUntilChainMoves(reply);
  return {
    address: address.toLowerCase(),
    collection: collection ? nftCollection(collection) : null,
    nft: nft ? nftItem(nft) : null,
    ownedItems,
  };
}
