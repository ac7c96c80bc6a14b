import { nftIndexByAddress, type NftIndexRecord } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import type { NftIndex } from '../schemas/nft-index.js';
import type { NftHandlers } from './api-handlers.js';

/**
 * A TIP-4.3 Index or IndexBasis contract by its address; null for any other account, as the account page asks it of
 * every account (a 404 would be logged by the browser each time).
 */
export const NFT_INDEX_HANDLERS: NftHandlers<'GET /nft/indexes/:address'> = {
  'GET /nft/indexes/:address': async ({ db }, { params, reply }) => {
    const index = await nftIndexByAddress(db, params.address);
    cacheUntilChainMoves(reply);
    return index ? nftIndex(index) : null;
  },
};

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
