import { tokenRootByAddress, tokenRootDays, tokenStatsSeries, type TokenStatsRecord } from '@tvmscan/store';
import { notFound } from '../http/api-error.js';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import type { TokenStatsPoint } from '../schemas/token.js';
import type { TokenHandlers } from './api-handlers.js';
import { serverTime } from './context.js';
import { tokenKindsOf } from './token-transactions.js';

/** The chart's default range: the 30 days up to now (spec 001 §9). */
const DEFAULT_RANGE_SECONDS = 2_592_000;

function statsPoint(aggregation: 'Count' | 'Sum', row: TokenStatsRecord): TokenStatsPoint {
  const point = { date: toNumber(row.day), type: row.kind };
  return aggregation === 'Count' ? { ...point, count: toNumber(row.count) } : { ...point, sum: row.amount };
}

/** Token operations per day and kind, and a root's days. */
export const TOKEN_STATS_HANDLERS: TokenHandlers<'POST /stats/search' | 'POST /stats/root_days'> = {
  'POST /stats/search': async ({ db }, { body, reply }) => {
    const { aggregationType, rootAddress, txTypes } = body;
    const to = body.toDate ?? serverTime();
    const from = body.fromDate ?? Math.max(0, to - DEFAULT_RANGE_SECONDS);
    const rows = await tokenStatsSeries(db, { aggregation: aggregationType, rootAddress, kinds: tokenKindsOf(txTypes), from, to });
    cacheUntilChainMoves(reply);
    return rows.map((row) => statsPoint(aggregationType, row));
  },
  'POST /stats/root_days': async ({ db }, { body, reply }) => {
    const to = body.toDate ?? serverTime();
    const from = body.fromDate ?? Math.max(0, to - DEFAULT_RANGE_SECONDS);
    const root = await tokenRootByAddress(db, body.rootAddress);
    if (!root) throw notFound('token root not found');
    const { holdersBefore, days } = await tokenRootDays(db, { rootAddress: root.address, from, to });
    cacheUntilChainMoves(reply);
    return {
      rootAddress: root.address,
      holdersBefore: toNumber(holdersBefore),
      days: days.map((day) => ({ date: toNumber(day.day), transfers: toNumber(day.transfers), volume: day.volume, holders: toNumber(day.holders) })),
    };
  },
};
