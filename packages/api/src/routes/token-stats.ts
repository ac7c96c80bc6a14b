import { tokenStatsSeries, type TokenStatsRecord } from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import { Data } from '../schemas/common.js';
import { TokenStatsBody, TokenStatsResponseSchema, type TokenStatsPoint } from '../schemas/token.js';
import { serverTime, type ApiInstance, type RouteContext } from './context.js';

/** The chart's default range: the 30 days up to now (spec 001 §9). */
const DEFAULT_RANGE_SECONDS = 2_592_000;

function statsPoint(aggregation: 'Count' | 'Sum', row: TokenStatsRecord): TokenStatsPoint {
  const point = { date: toNumber(row.day), type: row.kind };
  return aggregation === 'Count' ? { ...point, count: toNumber(row.count) } : { ...point, sum: row.amount };
}

export function tokenStatsRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.post(
    '/stats/search',
    { schema: { tags: ['stats'], body: TokenStatsBody, response: { 200: Data(TokenStatsResponseSchema) } } },
    async (request, reply) => {
      const { aggregationType, rootAddress, txTypes } = request.body;
      const to = request.body.toDate ?? serverTime();
      const from = request.body.fromDate ?? Math.max(0, to - DEFAULT_RANGE_SECONDS);
      const rows = await tokenStatsSeries(db, { aggregation: aggregationType, rootAddress, kinds: txTypes, from, to });
      cacheUntilChainMoves(reply);
      return { data: rows.map((row) => statsPoint(aggregationType, row)) };
    },
  );
}
