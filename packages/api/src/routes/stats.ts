import {
  accountByAddress,
  averageBlockTime,
  countSeries,
  globalStats,
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
import { chainTime, serverTime, type RouteContext } from './context.js';

const TIMEFRAMES = { D1: 86_400, H1: 3600 } as const;

/**
 * The requested range as it is: the series starts at the bar holding `start_date` and ends at the one holding
 * `end_date`, every bar there (one nothing was counted in is 0), so that ranges a client loads one after another
 * merge without overlap (spec 000 §4). A client showing an older chain asks for a range ending at its latest block.
 */
function seriesRange(body: SeriesRequest): SeriesRange {
  return { startDate: body.start_date, endDate: body.end_date, timeframe: TIMEFRAMES[body.timeframe ?? 'D1'] };
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
    const points = await totalSupplySeries(db, seriesRange(body));
    cacheUntilChainMoves(reply);
    return { points: points.map((point) => ({ time: toNumber(point.time), amount: point.value })) };
  },
  'POST /stats/transactions_10m': async ({ db }, { reply }) => {
    const points = await transactions10m(db, await chainTime(db));
    cacheUntilChainMoves(reply);
    return { time_to_count: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) };
  },
};

/** What the network's own contracts hold: the config, elector and minter accounts (config params 0, 1 and 2). */
async function systemBalance(context: RouteContext): Promise<bigint> {
  const config = await context.config.get();
  if (!config) return 0n;
  const { params, configAddress } = config.view;
  const hashes = new Set([configAddress.slice(3), params[1], params[2]].filter((hash) => hash !== undefined));
  const accounts = await Promise.all([...hashes].map((address) => accountByAddress(context.db, { workchain: -1, address })));
  return accounts.reduce((sum, account) => sum + BigInt(account?.balance ?? 0), 0n);
}

async function globalStatistics(context: RouteContext, { reply }: ExplorerCall<'GET /stats'>): Promise<Stats> {
  const stats = await readStats(context);
  cacheUntilChainMoves(reply);
  return stats;
}

/** The global statistics as `GET /stats` answers them (also what the stream's `stats` events carry). */
export async function readStats(context: RouteContext): Promise<Stats> {
  const { db } = context;
  const now = await chainTime(db);
  const [stats, totals, blockTime, systemHeld] = await Promise.all([
    globalStats(db, now),
    readChainTotals(db),
    averageBlockTime(db),
    systemBalance(context),
  ]);
  const totalSupply = totals?.total_supply ?? '0';
  return {
    fetchedAt: serverTime(),
    transactionTotal: toNumber(stats.transactionTotal),
    transactions1h: toNumber(stats.transactions1h),
    transactions24h: toNumber(stats.transactions24h),
    volume24h: stats.volume24h,
    messagesTotal: toNumber(stats.messagesTotal),
    messages1h: toNumber(stats.messages1h),
    messages24h: toNumber(stats.messages24h),
    accountsActiveTotal: toNumber(stats.accountsTotal),
    accountsCreated1h: toNumber(stats.accountsCreated1h),
    accountsCreated24h: toNumber(stats.accountsCreated24h),
    accountsActive24h: toNumber(stats.accountsActive24h),
    accountsActive1h: toNumber(stats.accountsActive1h),
    latestMcSeqno: stats.latestMcSeqno,
    shardchainCount: stats.shardchainCount,
    totalSupply,
    circulationSupply: String(BigInt(totalSupply) - systemHeld),
    averageBlockTime: blockTime,
  };
}

/** A series of counts per bar (transactions, messages or active accounts). */
function countSeriesOf(kind: CountSeriesKind) {
  return async ({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /stats/transactions'>): Promise<CountSeriesResponse> => {
    const points = await countSeries(db, kind, seriesRange(body));
    cacheUntilChainMoves(reply);
    return { points: points.map((point) => ({ time: toNumber(point.time), count: toNumber(point.value) })) };
  };
}

async function accountSeries({ db }: RouteContext, { body, reply }: ExplorerCall<'POST /stats/accounts'>): Promise<AccountSeriesResponse> {
  const range = seriesRange(body);
  const [created, totals] = await Promise.all([countSeries(db, 'accounts', range), countSeries(db, 'accountsTotal', range)]);
  cacheUntilChainMoves(reply);
  return {
    points: created.map((point, index) => ({ time: toNumber(point.time), count: toNumber(point.value), total: toNumber(totals[index]!.value) })),
  };
}
