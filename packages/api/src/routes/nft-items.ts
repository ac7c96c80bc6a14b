import { countNftItems, listNftItems, nftCollectionByAddress, nftItemByAddress, nftItemById } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { nftCollection, nftItem } from '../mappers/nft.js';
import { Data } from '../schemas/common.js';
import {
  ItemByIdBody,
  ItemCountBody,
  ItemSearchBody,
  ItemSearchResponseSchema,
  NftAccountResponseSchema,
  NftAddressParams,
  NftCountResponseSchema,
  NftItemSchema,
} from '../schemas/nft.js';
import type { ApiInstance, RouteContext } from './context.js';
import { pageCursors } from './inputs.js';

const tags = ['nft items'];
const NFT_NOT_FOUND = 'NFT not found';

/** The items of a collection or an owner, one NFT with its metadata, and what an address is to the NFT tables. */
export function nftItemRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/nft/items/search',
    { schema: { tags, body: ItemSearchBody, response: { 200: Data(ItemSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 20, cursor, direction, ...filter } = request.body;
      const page = await listNftItems(db, filter, { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { items: page.items.map(nftItem), ...pageCursors(cursor, page) } };
    },
  );

  app.post('/nft/items/count', { schema: { tags, body: ItemCountBody, response: { 200: Data(NftCountResponseSchema) } } }, async (request, reply) => {
    const totalCount = await countNftItems(db, request.body);
    cacheUntilChainMoves(reply);
    return { data: { totalCount } };
  });

  app.post('/nft/items/by_id', { schema: { tags, body: ItemByIdBody, response: { 200: Data(NftItemSchema) } } }, async (request, reply) => {
    const item = await nftItemById(db, request.body.collectionAddress, request.body.id);
    if (!item) throw notFound(NFT_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return { data: nftItem(item) };
  });

  app.get('/nft/items/:address', { schema: { tags, params: NftAddressParams, response: { 200: Data(NftItemSchema) } } }, async (request, reply) => {
    const item = await nftItemByAddress(db, request.params.address);
    if (!item) throw notFound(NFT_NOT_FOUND);
    cacheUntilChainMoves(reply);
    return { data: nftItem(item) };
  });

  app.get(
    '/nft/accounts/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(NftAccountResponseSchema) } } },
    async (request, reply) => {
      const { address } = request.params;
      const [collection, nft, ownedItems] = await Promise.all([
        nftCollectionByAddress(db, address),
        nftItemByAddress(db, address),
        countNftItems(db, { ownerAddress: address }),
      ]);
      cacheUntilChainMoves(reply);
      return {
        data: {
          address: address.toLowerCase(),
          collection: collection ? nftCollection(collection) : null,
          nft: nft ? nftItem(nft) : null,
          ownedItems,
        },
      };
    },
  );
}
