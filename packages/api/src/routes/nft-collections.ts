import { countNftCollections, exportNftCollections, listNftCollections, nftCollectionByAddress } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { collectionExportRow, nftCollection } from '../mappers/nft.js';
import { Data } from '../schemas/common.js';
import {
  CollectionCountBody,
  CollectionExportBody,
  CollectionExportResponseSchema,
  CollectionSearchBody,
  CollectionSearchResponseSchema,
  NftAddressParams,
  NftCollectionSchema,
  NftCountResponseSchema,
} from '../schemas/nft.js';
import type { ApiInstance, RouteContext } from './context.js';
import { pageCursors } from './inputs.js';

const tags = ['nft collections'];

/** The collections page (spec 001 §2 NFT collections), its count and collections.csv, and one collection. */
export function nftCollectionRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/nft/collections/search',
    { schema: { tags, body: CollectionSearchBody, response: { 200: Data(CollectionSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 10, cursor, direction, ...filter } = request.body;
      const page = await listNftCollections(db, filter, { limit, cursor, direction });
      cacheUntilChainMoves(reply);
      return { data: { collections: page.items.map(nftCollection), ...pageCursors(cursor, page) } };
    },
  );

  app.post(
    '/nft/collections/count',
    { schema: { tags, body: CollectionCountBody, response: { 200: Data(NftCountResponseSchema) } } },
    async (request, reply) => {
      const totalCount = await countNftCollections(db, request.body);
      cacheUntilChainMoves(reply);
      return { data: { totalCount } };
    },
  );

  app.post(
    '/nft/collections/export',
    { schema: { tags, body: CollectionExportBody, response: { 200: Data(CollectionExportResponseSchema) } } },
    async (request, reply) => {
      const { limit = 10_000, ...filter } = request.body;
      const rows = await exportNftCollections(db, filter, limit);
      cacheUntilChainMoves(reply);
      return { data: { collections: rows.map(collectionExportRow) } };
    },
  );

  app.get(
    '/nft/collections/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(NftCollectionSchema) } } },
    async (request, reply) => {
      const collection = await nftCollectionByAddress(db, request.params.address);
      if (!collection) throw notFound('NFT collection not found');
      cacheUntilChainMoves(reply);
      return { data: nftCollection(collection) };
    },
  );
}
