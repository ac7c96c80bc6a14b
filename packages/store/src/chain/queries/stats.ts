import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { integerInput } from '../../sql/inputs.js';

/**
 * The global statistics of spec 000 §3 "Stats", kept as running totals and buckets and read in one snapshot, so that
 * a total is never below its 24 h and 1 h figures: each total counts all that its windows count (API.md "Stats").
 */
export interface GlobalStats {
  readonly transactionTotal: bigint;
  readonly transactions1h: bigint;
  readonly transactions24h: bigint;
  /** Native value moved by messages in the last 24 hours, in the smallest unit. */
  readonly volume24h: string;
  /** Every message the windows count, over the whole indexed history. */
  readonly messagesTotal: bigint;
  readonly messages1h: bigint;
  readonly messages24h: bigint;
  /** Every account the index has met: imported from a state or in a transaction, deleted ones included. */
  readonly accountsTotal: bigint;
  readonly accountsCreated1h: bigint;
  readonly accountsCreated24h: bigint;
  readonly accountsActive24h: bigint;
  readonly accountsActive1h: bigint;
  readonly latestMcSeqno: number;
  readonly shardchainCount: number;
}

export type StatsTimeframe = 3600 | 86_400;
const STATS_TIMEFRAMES: readonly StatsTimeframe[] = [3600, 86_400];

export interface SeriesRange {
  /** Unix seconds, inclusive; the series has one point per bucket that holds a second of the range. */
  readonly startDate: bigint | number;
  readonly endDate: bigint | number;
  readonly timeframe: StatsTimeframe;
}

/** The count series: transactions, messages, new accounts, active accounts, and all accounts at each bucket's end. */
export type CountSeriesKind = 'transactions' | 'messages' | 'accounts' | 'accountsActive' | 'accountsTotal';

export interface CountPoint {
  readonly time: bigint;
  readonly value: bigint;
}

export interface AmountPoint {
  readonly time: bigint;
  readonly value: string;
}

const MAX_SERIES_POINTS = 10_000;
const HOUR = 3600n;
const DAY = 86_400n;
const LIVE_BUCKET = 10n;
const LIVE_BUCKETS = 60n;

const BUCKET_COLUMN = {
  transactions: 'transactions',
  messages: 'messages',
  accounts: 'accounts_created',
  accountsActive: 'accounts_active',
  accountsTotal: 'accounts_created',
} as const;

interface WindowSums {
  transactions1h: string | null;
  messages1h: string | null;
  transactions24h: string | null;
  messages24h: string | null;
  accountsCreated1h: string | null;
  accountsCreated24h: string | null;
  volume24h: string | null;
}

/**
 * "Last hour" sums the 10-second buckets, "last 24 hours" the hourly ones, that start within [now − N, now];
 * active accounts are those whose last transaction time lies in that range. `now` is the caller's clock or the
 * latest block time. The totals, the buckets and the accounts are read in one snapshot: the indexer writes them
 * together, so no write can land between the reads of a total and of its windows.
 */
export async function globalStats(db: Kysely<ChainSchema>, now: bigint | number): Promise<GlobalStats> {
  const at = integerInput('now', now);
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => statsAt(trx, at));
}

async function statsAt(db: Kysely<ChainSchema>, at: bigint): Promise<GlobalStats> {
  const hourAgo = at - HOUR;
  const dayAgo = at - DAY;
  const [totals, sums, active] = await Promise.all([
    db.selectFrom('chain_totals').selectAll().where('id', '=', 1).executeTakeFirst(),
    sql<WindowSums>`
      SELECT
        sum(transactions) FILTER (WHERE period = 10)::text AS "transactions1h",
        sum(messages) FILTER (WHERE period = 10)::text AS "messages1h",
        sum(transactions) FILTER (WHERE period = 3600)::text AS "transactions24h",
        sum(messages) FILTER (WHERE period = 3600)::text AS "messages24h",
        sum(accounts_created) FILTER (WHERE period = 10)::text AS "accountsCreated1h",
        sum(accounts_created) FILTER (WHERE period = 3600)::text AS "accountsCreated24h",
        sum(volume) FILTER (WHERE period = 3600)::text AS "volume24h"
      FROM stats_buckets
      WHERE (period = 10 AND bucket_start BETWEEN ${hourAgo}::bigint AND ${at}::bigint)
         OR (period = 3600 AND bucket_start BETWEEN ${dayAgo}::bigint AND ${at}::bigint)`.execute(db),
    db
      .selectFrom('accounts')
      .select((eb) => [eb.fn.countAll().filterWhere('updated_at', '>=', hourAgo).as('hour'), eb.fn.countAll().as('day')])
      .where('updated_at', '>=', dayAgo)
      .where('updated_at', '<=', at)
      .executeTakeFirstOrThrow(),
  ]);
  const window = sums.rows[0]!;
  const count = (value: string | null) => BigInt(value ?? 0);
  return {
    transactionTotal: totals?.transactions ?? 0n,
    transactions1h: count(window.transactions1h),
    transactions24h: count(window.transactions24h),
    volume24h: window.volume24h ?? '0',
    messagesTotal: totals?.messages ?? 0n,
    messages1h: count(window.messages1h),
    messages24h: count(window.messages24h),
    accountsTotal: totals?.accounts ?? 0n,
    accountsCreated1h: count(window.accountsCreated1h),
    accountsCreated24h: count(window.accountsCreated24h),
    accountsActive24h: BigInt(active.day),
    accountsActive1h: BigInt(active.hour),
    latestMcSeqno: totals?.latest_mc_seqno ?? 0,
    shardchainCount: totals?.shardchain_count ?? 0,
  };
}

/** One point per bucket of the timeframe holding a second of the range; buckets nothing was counted in are 0. */
export async function countSeries(db: Kysely<ChainSchema>, kind: CountSeriesKind, range: SeriesRange): Promise<CountPoint[]> {
  if (!Object.hasOwn(BUCKET_COLUMN, kind)) throw new QueryInputError('kind', `unknown series ${String(kind)}`);
  const { first, last, period } = seriesInput(range);
  const column = BUCKET_COLUMN[kind];
  const rows = await db
    .selectFrom('stats_buckets')
    .select(['bucket_start', column])
    .where('period', '=', Number(period))
    .where('bucket_start', '>=', first)
    .where('bucket_start', '<=', last)
    .execute();
  const counted = new Map(rows.map((row) => [row.bucket_start, row[column]]));
  const points: CountPoint[] = [];
  for (let time = first; time <= last; time += period) points.push({ time, value: counted.get(time) ?? 0n });
  return kind === 'accountsTotal' && points.length > 0 ? accountTotals(db, points, period) : points;
}

/**
 * The total supply at each bucket of the range, like the counts one point per bucket: a level, so a bucket that
 * recorded none (no masterchain block in it) holds the last level recorded before it, and one before any record 0.
 */
export async function totalSupplySeries(db: Kysely<ChainSchema>, range: SeriesRange): Promise<AmountPoint[]> {
  const { first, last, period } = seriesInput(range);
  const recorded = db
    .selectFrom('stats_buckets')
    .select(['bucket_start', 'total_supply'])
    .where('period', '=', Number(period))
    .where('total_supply', 'is not', null);
  const [rows, before] = await Promise.all([
    recorded.where('bucket_start', '>=', first).where('bucket_start', '<=', last).execute(),
    recorded.where('bucket_start', '<', first).orderBy('bucket_start', 'desc').limit(1).executeTakeFirst(),
  ]);
  const levels = new Map(rows.map((row) => [row.bucket_start, row.total_supply!]));
  const points: AmountPoint[] = [];
  let level = before?.total_supply ?? '0';
  for (let time = first; time <= last; time += period) {
    level = levels.get(time) ?? level;
    points.push({ time, value: level });
  }
  return points;
}

/** The live chart: transactions per 10-second bucket for the 60 buckets up to the one holding `now`. */
export async function transactions10m(db: Kysely<ChainSchema>, now: bigint | number): Promise<CountPoint[]> {
  const at = integerInput('now', now);
  const last = floorTo(at, LIVE_BUCKET);
  const first = last - (LIVE_BUCKETS - 1n) * LIVE_BUCKET;
  const rows = await db
    .selectFrom('stats_buckets')
    .select(['bucket_start', 'transactions'])
    .where('period', '=', Number(LIVE_BUCKET))
    .where('bucket_start', '>=', first)
    .where('bucket_start', '<=', last)
    .execute();
  const counted = new Map(rows.map((row) => [row.bucket_start, row.transactions]));
  const points: CountPoint[] = [];
  for (let time = first; time <= last; time += LIVE_BUCKET) points.push({ time, value: counted.get(time) ?? 0n });
  return points;
}

/**
 * Accounts existing at each bucket's end: today's total minus those created in later buckets; none before the
 * chain's first masterchain block.
 */
async function accountTotals(db: Kysely<ChainSchema>, created: CountPoint[], period: bigint): Promise<CountPoint[]> {
  const lastStart = created.at(-1)!.time;
  const [first, totals, later] = await Promise.all([
    db.selectFrom('blocks').select('gen_utime').where('workchain', '=', -1).orderBy('seqno').limit(1).executeTakeFirst(),
    db.selectFrom('chain_totals').select('accounts').where('id', '=', 1).executeTakeFirst(),
    db
      .selectFrom('stats_buckets')
      .select((eb) => eb.fn.sum<string | null>('accounts_created').as('created'))
      .where('period', '=', Number(period))
      .where('bucket_start', '>', lastStart)
      .executeTakeFirstOrThrow(),
  ]);
  let total = (totals?.accounts ?? 0n) - BigInt(later.created ?? 0);
  const points: CountPoint[] = [];
  for (let index = created.length - 1; index >= 0; index--) {
    const time = created[index]!.time;
    const beforeChain = first !== undefined && time + period <= first.gen_utime;
    points.push({ time, value: beforeChain ? 0n : total });
    total -= created[index]!.value;
  }
  return points.reverse();
}

/** The starts of the buckets holding the range's first and last seconds. */
function seriesInput(range: SeriesRange): { first: bigint; last: bigint; period: bigint } {
  if (!STATS_TIMEFRAMES.includes(range.timeframe)) {
    throw new QueryInputError('timeframe', `expected one of ${STATS_TIMEFRAMES.join(', ')}`, 'choice');
  }
  const period = BigInt(range.timeframe);
  const start = integerInput('start_date', range.startDate);
  const end = integerInput('end_date', range.endDate);
  if (end < start) throw new QueryInputError('end_date', 'must not be before start_date', 'range');
  const first = floorTo(start, period);
  const last = floorTo(end, period);
  if ((last - first) / period + 1n > BigInt(MAX_SERIES_POINTS)) {
    throw new QueryInputError('start_date', `the range holds more than ${MAX_SERIES_POINTS} buckets of the timeframe`, 'range');
  }
  return { first, last, period };
}

function floorTo(value: bigint, step: bigint): bigint {
  const rest = value % step;
  return rest < 0n ? value - rest - step : value - rest;
}

/**
 * The mean seconds between masterchain blocks over the latest `sample` intervals (those the index holds);
 * null with fewer than two masterchain blocks.
 */
export async function averageBlockTime(db: Kysely<ChainSchema>, sample = 100): Promise<number | null> {
  if (!Number.isInteger(sample) || sample < 1 || sample > 10_000) throw new QueryInputError('sample', 'must be an integer from 1 to 10000');
  const rows = await db
    .selectFrom('blocks')
    .select(['seqno', 'gen_utime'])
    .where('workchain', '=', -1)
    .orderBy('seqno', 'desc')
    .limit(sample + 1)
    .execute();
  if (rows.length < 2) return null;
  const newest = rows[0]!;
  const oldest = rows.at(-1)!;
  return Number(newest.gen_utime - oldest.gen_utime) / (newest.seqno - oldest.seqno);
}
