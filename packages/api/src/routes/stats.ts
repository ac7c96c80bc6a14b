import {
  activeAccountCountQuery,
  averageBlockTime,
  cachedCount,
  countSeries,
  globalStats,
  messageCountQuery,
  readChainTotals,
  totalSupplySeries,
  transactions10m,
  type CountSeriesKind,
  type SeriesRange,
} from '@tvmscan/store';
import { cacheUntilChainMoves } from '../http/caching.js';
import { toNumber } from '../mappers/numbers.js';
import { Data, EmptyBody } from '../schemas/common.js';
import {
  AccountSeriesResponseSchema,
  CountSeriesResponseSchema,
  LiveResponseSchema,
  SeriesBody,
  StatsSchema,
  SupplySeriesResponseSchema,
  type SeriesRequest,
} from '../schemas/stats.js';
import { chainTime, type ApiInstance, type RouteContext } from './context.js';
import { COUNT_CACHE } from './inputs.js';

const TIMEFRAMES = { D1: 86_400, H1: 3600 } as const;

/**
 * The requested range, moved back to end at the chain's latest block when it ends after it (keeping its length), so a
 * chain older than the range shows its own last activity rather than empty buckets up to today.
 */
async function seriesRange(db: RouteContext['db'], body: SeriesRequest): Promise<SeriesRange> {
  const tip = await chainTime(db);
  const shift = Math.max(0, body.end_date - tip);
  return { startDate: Math.max(0, body.start_date - shift), endDate: body.end_date - shift, timeframe: TIMEFRAMES[body.timeframe ?? 'D1'] };
}

const COUNT_SERIES: Record<string, CountSeriesKind> = {
  '/stats/transactions': 'transactions',
  '/stats/messages': 'messages',
  '/stats/accounts/active': 'accountsActive',
};

export function statsRoutes(app: ApiInstance, { db }: RouteContext): void {
  app.get('/stats', { schema: { tags: ['stats'], response: { 200: Data(StatsSchema) } } }, async (_request, reply) => {
    const now = await chainTime(db);
    const [stats, totals, blockTime, messages, activeAccounts] = await Promise.all([
      globalStats(db, now),
      readChainTotals(db),
      averageBlockTime(db),
      cachedCount(db, messageCountQuery, {}, COUNT_CACHE),
      cachedCount(db, activeAccountCountQuery, {}, COUNT_CACHE),
    ]);
    cacheUntilChainMoves(reply);
    return {
      data: {
        transactionTotal: toNumber(stats.transactionTotal),
        transactions1h: toNumber(stats.transactions1h),
        transactions24h: toNumber(stats.transactions24h),
        volume24h: stats.volume24h,
        messagesTotal: toNumber(messages.count),
        messages1h: toNumber(stats.messages1h),
        messages24h: toNumber(stats.messages24h),
        accountsActiveTotal: toNumber(activeAccounts.count),
        accountsCreated24h: toNumber(stats.accountsCreated24h),
        accountsActive24h: toNumber(stats.accountsActive24h),
        accountsActive1h: toNumber(stats.accountsActive1h),
        latestMcSeqno: stats.latestMcSeqno,
        shardchainCount: stats.shardchainCount,
        totalSupply: totals?.total_supply ?? '0',
        averageBlockTime: blockTime,
      },
    };
  });

  for (const [path, kind] of Object.entries(COUNT_SERIES)) {
    app.post(path, { schema: { tags: ['stats'], body: SeriesBody, response: { 200: Data(CountSeriesResponseSchema) } } }, async (request, reply) => {
      const points = await countSeries(db, kind, await seriesRange(db, request.body));
      cacheUntilChainMoves(reply);
      return { data: { points: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) } };
    });
  }

  app.post(
    '/stats/accounts',
    { schema: { tags: ['stats'], body: SeriesBody, response: { 200: Data(AccountSeriesResponseSchema) } } },
    async (request, reply) => {
      const range = await seriesRange(db, request.body);
      const [created, totals] = await Promise.all([countSeries(db, 'accounts', range), countSeries(db, 'accountsTotal', range)]);
      cacheUntilChainMoves(reply);
      return {
        data: {
          points: created.map((point, index) => ({
            time: toNumber(point.time),
            count: toNumber(point.value),
            total: toNumber(totals[index]!.value),
          })),
        },
      };
    },
  );

  app.post(
    '/stats/total_supply',
    { schema: { tags: ['stats'], body: SeriesBody, response: { 200: Data(SupplySeriesResponseSchema) } } },
    async (request, reply) => {
      const points = await totalSupplySeries(db, await seriesRange(db, request.body));
      cacheUntilChainMoves(reply);
      return { data: { points: points.map((point) => ({ time: toNumber(point.time), amount: point.value })) } };
    },
  );

  app.post(
    '/stats/transactions_10m',
    { schema: { tags: ['stats'], body: EmptyBody, response: { 200: Data(LiveResponseSchema) } } },
    async (_request, reply) => {
      const points = await transactions10m(db, await chainTime(db));
      cacheUntilChainMoves(reply);
      return { data: { time_to_count: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) } };
    },
  );
}
