import { countNftCollections, exportNftCollections, listNftCollections, nftCollectionByAddress } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { collectionExportRow, nftCollection } from '../mappers/nft.js';
import type { NFT_ROUTES } from '../schemas/nft-routes.js';
import type { NftHandlers } from './api-handlers.js';
import { pageCursors } from './inputs.js';

/** The collections page (spec 001 §2 NFT collections), its count and collections.csv, and one collection. */
export const NFT_COLLECTION_HANDLERS: NftHandlers<Extract<keyof typeof NFT_ROUTES, `${string} /nft/collections/${string}`>> = {
  'POST /nft/collections/search': async ({ db }, { body, reply }) => {
    const { limit = 10, cursor, direction, ...filter } = body;
    const page = await listNftCollections(db, filter, { limit, cursor, direction });
    cacheUntilChainMoves(reply);
    return { collections: page.items.map(nftCollection), ...pageCursors(cursor, page) };
  },
  'POST /nft/collections/count': async ({ db }, { body, reply }) => {
    const totalCount = await countNftCollections(db, body);
    cacheUntilChainMoves(reply);
    return { totalCount };
  },
  'POST /nft/collections/export': async ({ db }, { body, reply }) => {
    const { limit = 10_000, ...filter } = body;
    const rows = await exportNftCollections(db, filter, limit);
    cacheUntilChainMoves(reply);
    return { collections: rows.map(collectionExportRow) };
  },
  'GET /nft/collections/:address': async ({ db }, { params, reply }) => {
    const collection = await nftCollectionByAddress(db, params.address);
    if (!collection) throw notFound('NFT collection not found');
    cacheUntilChainMoves(reply);
    return nftCollection(collection);
  },
};
