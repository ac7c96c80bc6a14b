import { nftIndexByAddress, type NftIndexRecord } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { Data } from '../schemas/common.js';
import { NftAddressParams } from '../schemas/nft.js';
import { NftIndexSchema, type NftIndex } from '../schemas/nft-index.js';
import type { ApiInstance, RouteContext } from './context.js';

const tags = ['nft indexes'];

/** A TIP-4.3 Index or IndexBasis contract by its address. */
export function nftIndexRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get(
    '/nft/indexes/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(NftIndexSchema) } } },
    async (request, reply) => {
      const index = await nftIndexByAddress(db, request.params.address);
      if (!index) throw notFound('Index contract not found');
      cacheUntilChainMoves(reply);
      return { data: nftIndex(index) };
    },
  );
}

function nftIndex(record: NftIndexRecord): NftIndex {
  return {
    address: record.address,
    kind: record.kind,
    collectionAddress: record.collection_address,
    nftAddress: record.nft_address,
    ownerAddress: record.owner_address,
    inCollection: record.in_collection,
    live: record.live,
    deployedAt: Number(record.deployed_at),
  };
}
