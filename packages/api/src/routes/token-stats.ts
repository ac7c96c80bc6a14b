import { tokenStatsSeries, type TokenStatsRecord } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import type { TokenStatsPoint } from '../schemas/token.js';
import type { TokenHandlers } from './api-handlers.js';
import { serverTime } from './context.js';

/** The chart's default range: the 30 days up to now (spec 001 §9). */
const DEFAULT_RANGE_SECONDS = 2_592_000;

function statsPoint(aggregation: 'Count' | 'Sum', row: TokenStatsRecord): TokenStatsPoint {
  const point = { date: toNumber(row.day), type: row.kind };
  return aggregation === 'Count' ? { ...point, count: toNumber(row.count) } : { ...point, sum: row.amount };
}

/** Token operations per day and kind. */
export const TOKEN_STATS_HANDLERS: TokenHandlers<'POST /stats/search'> = {
  'POST /stats/search': async ({ db }, { body, reply }) => {
    const { aggregationType, rootAddress, txTypes } = body;
    const to = body.toDate ?? serverTime();
    const from = body.fromDate ?? Math.max(0, to - DEFAULT_RANGE_SECONDS);
    const rows = await tokenStatsSeries(db, { aggregation: aggregationType, rootAddress, kinds: txTypes, from, to });
    cacheUntilChainMoves(reply);
    return rows.map((row) => statsPoint(aggregationType, row));
  },
};
