import { countNftEvents, listNftEvents } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { nftEvent } from '../mappers/nft.js';
import type { NftHandlers } from './api-handlers.js';

/** NFT events in batches continued by the last event loaded (spec 001 §4 NFT/event paging), and their count. */
export const NFT_EVENT_HANDLERS: NftHandlers<'POST /nft/events/search' | 'POST /nft/events/count'> = {
  'POST /nft/events/search': async ({ db }, { body, reply }) => {
    const { limit = 10, continuation, ...filter } = body;
    const batch = await listNftEvents(db, filter, limit, continuation ?? null);
    cacheUntilChainMoves(reply);
    return { events: batch.events.map(nftEvent), continuation: batch.continuation };
  },
  'POST /nft/events/count': async ({ db }, { body, reply }) => {
    const totalCount = await countNftEvents(db, body);
    cacheUntilChainMoves(reply);
    return { totalCount };
  },
};
