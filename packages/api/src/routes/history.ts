import { readHistoryStart } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { notFound } from '../http/api-error.js';
import { toNumberOrNull } from '../mappers/numbers.js';
import { Data } from '../schemas/common.js';
import { HistoryStartSchema } from '../schemas/history.js';
import type { ApiInstance, RouteContext } from './context.js';

/** Where this explorer's history starts: an index started mid-chain holds nothing before its start block. */
export function historyRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get('/history', { schema: { tags: ['stats'], response: { 200: Data(HistoryStartSchema) } } }, async (_request, reply) => {
    const start = await readHistoryStart(db);
    if (!start) throw notFound('nothing is indexed yet');
    cacheUntilChainMoves(reply);
    return { data: { startMcSeqno: start.mcSeqno, startUtime: toNumberOrNull(start.genUtime), fromGenesis: start.mcSeqno <= 1 } };
  });
}
