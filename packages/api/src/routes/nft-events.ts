import { countNftEvents, listNftEvents } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { nftEvent } from '../mappers/nft.js';
import { Data } from '../schemas/common.js';
import { EventCountBody, EventSearchBody, EventSearchResponseSchema, NftCountResponseSchema } from '../schemas/nft.js';
import type { ApiInstance, RouteContext } from './context.js';

const tags = ['nft events'];

/** NFT events in batches continued by the last event loaded (spec 001 §4 NFT/event paging), and their count. */
export function nftEventRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/nft/events/search',
    { schema: { tags, body: EventSearchBody, response: { 200: Data(EventSearchResponseSchema) } } },
    async (request, reply) => {
      const { limit = 10, continuation, ...filter } = request.body;
      const batch = await listNftEvents(db, filter, limit, continuation ?? null);
      cacheUntilChainMoves(reply);
      return { data: { events: batch.events.map(nftEvent), continuation: batch.continuation } };
    },
  );

  app.post(
    '/nft/events/count',
    { schema: { tags, body: EventCountBody, response: { 200: Data(NftCountResponseSchema) } } },
    async (request, reply) => {
      const totalCount = await countNftEvents(db, request.body);
      cacheUntilChainMoves(reply);
      return { data: { totalCount } };
    },
  );
}
