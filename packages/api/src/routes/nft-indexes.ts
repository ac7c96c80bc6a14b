import { nftIndexByAddress, type NftIndexRecord } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { Data, Nullable } from '../schemas/common.js';
import { NftAddressParams } from '../schemas/nft.js';
import { NftIndexSchema, type NftIndex } from '../schemas/nft-index.js';
import type { ApiInstance, RouteContext } from './context.js';

const tags = ['nft indexes'];

/**
 * A TIP-4.3 Index or IndexBasis contract by its address; null for any other account, as the account page asks it of
 * every account (a 404 would be logged by the browser each time).
 */
export function nftIndexRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get(
    '/nft/indexes/:address',
    { schema: { tags, params: NftAddressParams, response: { 200: Data(Nullable(NftIndexSchema)) } } },
    async (request, reply) => {
      const index = await nftIndexByAddress(db, request.params.address);
      cacheUntilChainMoves(reply);
      return { data: index ? nftIndex(index) : null };
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
