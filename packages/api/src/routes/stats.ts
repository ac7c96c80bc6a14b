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
import type { EXPLORER_ROUTES } from '../schemas/explorer-routes.js';
import type { AccountSeriesResponse, CountSeriesResponse, SeriesRequest, Stats } from '../schemas/stats.js';
import type { ExplorerCall, ExplorerHandlers } from './api-handlers.js';
import { chainTime, type RouteContext } from './context.js';
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

type StatsRoute = Extract<keyof typeof EXPLORER_ROUTES, `${string} /stats${string}`>;

/** The global statistics and the series of the stats page. */
export const STATS_HANDLERS: ExplorerHandlers<StatsRoute> = {
  'GET /stats': globalStatistics,
  'POST /stats/transactions': countSeriesOf('transactions'),
  'POST /stats/messages': countSeriesOf('messages'),
  'POST /stats/accounts/active': countSeriesOf('accountsActive'),
  'POST /stats/accounts': accountSeries,
  'POST /stats/total_supply': async ({ db }, { body, reply }) => {
    const points = await totalSupplySeries(db, await seriesRange(db, body));
    cacheUntilChainMoves(reply);
    return { points: points.map((point) => ({ time: toNumber(point.time), amount: point.value })) };
  },
  'POST /stats/transactions_10m': async ({ db }, { reply }) => {
    const points = await transactions10m(db, await chainTime(db));
    cacheUntilChainMoves(reply);
    return { time_to_count: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) };
  },
};

async function globalStatistics({ db }: RouteContext, { reply }: ExplorerCall<'GET /stats'>): Promise<Stats> {
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
  };
}

/** A series of counts per bar (transactions, messages or active accounts). */
function countSeriesOf(kind: CountSeriesKind) {
  return async ({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /stats/transactions'>): Promise<CountSeriesResponse> => {
    const points = await countSeries(db, kind, await seriesRange(db, body));
    cacheUntilChainMoves(reply);
    return { points: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) };
  };
}

async function accountSeries({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /stats/accounts'>): Promise<AccountSeriesResponse> {
  const range = await seriesRange(db, body);
  const [created, totals] = await Promise.all([countSeries(db, 'accounts', range), countSeries(db, 'accountsTotal', range)]);
  cacheUntilChainMoves(reply);
  return {
    points: created.map((point, index) => ({ time: toNumber(point.time), count: toNumber(point.value), total: toNumber(totals[index]!.value) })),
  };
}
