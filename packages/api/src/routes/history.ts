import { readHistoryStart } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { notFound } from '../http/api-error.js';
import { toNumberOrNull } from '../mappers/numbers.js';
import type { ExplorerHandlers } from './api-handlers.js';

/** Where this explorer's history starts: an index started mid-chain holds nothing before its start block. */
export const HISTORY_HANDLERS: ExplorerHandlers<'GET /history'> = {
  'GET /history': async ({ db }, { reply }) => {
    const start = await readHistoryStart(db);
    if (!start) throw notFound('nothing is indexed yet');
    cacheUntilChainMoves(reply);
    return { startMcSeqno: start.mcSeqno, startUtime: toNumberOrNull(start.genUtime), fromGenesis: start.mcSeqno <= 1 };
  },
};
