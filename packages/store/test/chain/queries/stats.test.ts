import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StatsBucketRow } from '../../../src/chain/stats.js';
import { countSeries, globalStats, totalSupplySeries, transactions10m } from '../../../src/chain/queries/stats.js';
import { accountRow, blockRow, hashOf, writeBatch } from '../../support/chain-rows.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../../support/test-database.js';

const HOUR = 3600n;
const DAY = 86_400n;
/** Not on a bucket boundary, so the windows' edges are exercised. */
const NOW = 1_700_006_405n;
const VOLUME = 10n ** 21n;

const bucket = (period: number, start: bigint, fields: Partial<StatsBucketRow>): StatsBucketRow => ({
  period,
  bucket_start: start,
  transactions: 0,
  messages: 0,
  accounts_created: 0,
  accounts_active: 0,
  volume: '0',
  total_supply: null,
  ...fields,
});

// 10-second buckets over the last 70 minutes (and one after now), every third one missing; the count is the minute.
const liveStarts: bigint[] = [];
for (let start = NOW - 4200n - (NOW % 10n); start <= NOW + 10n; start += 10n) if ((start / 10n) % 3n !== 0n) liveStarts.push(start);
const live = liveStarts.map((start) => bucket(10, start, { transactions: (start / 60n) % 100n, messages: 2, accounts_created: 1 }));
// Hourly buckets over the last 30 hours, hour 5 missing.
const hourStarts: bigint[] = [];
for (let start = NOW - 30n * HOUR - (NOW % HOUR); start <= NOW; start += HOUR) if ((start / HOUR) % 24n !== 5n) hourStarts.push(start);
const hourly = hourStarts.map((start, index) =>
  bucket(3600, start, {
    transactions: 100 + index,
    messages: 50,
    accounts_created: 3,
    accounts_active: 7,
    volume: String(VOLUME),
    total_supply: index % 2 === 0 ? String(5n * 10n ** 18n + BigInt(index)) : null,
  }),
);
const dayStart = NOW - (NOW % DAY);
const daily = [
  bucket(86_400, dayStart - DAY, { transactions: 2400, accounts_created: 72 }),
  bucket(86_400, dayStart, { transactions: 1000, accounts_created: 40 }),
];

const sum = (rows: readonly StatsBucketRow[], pick: (row: StatsBucketRow) => bigint | number | string, from: bigint) =>
  rows.filter((row) => BigInt(row.bucket_start) >= from && BigInt(row.bucket_start) <= NOW).reduce((total, row) => total + BigInt(pick(row)), 0n);

describe.each(BACKENDS)('stats queries on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    const updated = [NOW - 100n, NOW - 3600n, NOW - 3601n, NOW - 7200n, NOW - DAY, NOW - DAY - 1n, NOW + 50n, null];
    await writeBatch(database.db, 77, {
      statsBuckets: [...live, ...hourly, ...daily],
      accounts: updated.map((time, index) => accountRow({ workchain: 0, address: hashOf(`stats account ${index}`), updated_at: time })),
      totals: {
        transactions: 123_456_789n,
        messages: 234_567_890n,
        accounts: 1000n,
        total_supply: String(5n * 10n ** 18n),
        latest_mc_seqno: 77,
        latest_mc_utime: NOW,
        shardchain_count: 4,
      },
    });
  }, 60_000);
  afterAll(async () => database.close());

  it('gives the global stats at a given now', async () => {
    const stats = await globalStats(database.db, NOW);
    expect(stats).toEqual({
      transactionTotal: 123_456_789n,
      transactions1h: sum(live, (row) => row.transactions, NOW - HOUR),
      transactions24h: sum(hourly, (row) => row.transactions, NOW - DAY),
      volume24h: String(sum(hourly, (row) => row.volume, NOW - DAY)),
      messagesTotal: 234_567_890n,
      messages1h: sum(live, (row) => row.messages, NOW - HOUR),
      messages24h: 50n * 24n - 50n,
      accountsTotal: 1000n,
      accountsCreated1h: sum(live, (row) => row.accounts_created, NOW - HOUR),
      accountsCreated24h: 3n * 23n,
      accountsActive24h: 5n,
      accountsActive1h: 2n,
      latestMcSeqno: 77,
      shardchainCount: 4,
    });
    // Hour buckets starting in [now − 24 h, now]: 24 of them, one missing.
    expect(stats.transactions24h).toBeGreaterThan(0n);
    expect(stats.messages1h).toBe(
      2n * BigInt(live.filter((row) => BigInt(row.bucket_start) >= NOW - HOUR && BigInt(row.bucket_start) <= NOW).length),
    );
    expect(stats.volume24h).toBe(String(23n * VOLUME));
  });

  it('gives zeros on an empty database', async () => {
    const empty = await openTestDatabase(backend);
    try {
      expect(await globalStats(empty.db, NOW)).toMatchObject({ transactionTotal: 0n, transactions24h: 0n, volume24h: '0', latestMcSeqno: 0 });
    } finally {
      await empty.close();
    }
  });

  it('gives the chart series one point per bucket holding a second of the range, the one holding start_date too, missing buckets as 0', async () => {
    const start = NOW - 30n * HOUR;
    const series = await countSeries(database.db, 'transactions', { startDate: start, endDate: NOW, timeframe: 3600 });
    const firstStart = start - (start % HOUR);
    expect(series[0]!.time).toBe(firstStart);
    expect(series.at(-1)!.time).toBe(NOW - (NOW % HOUR));
    expect(series).toHaveLength(Number((series.at(-1)!.time - firstStart) / HOUR) + 1);
    for (const point of series) {
      const stored = hourly.find((row) => BigInt(row.bucket_start) === point.time);
      expect(point.value).toBe(stored ? BigInt(stored.transactions) : 0n);
    }
    expect(series.filter((point) => point.value === 0n)).toHaveLength(1);
    expect((await countSeries(database.db, 'accountsActive', { startDate: NOW - HOUR, endDate: NOW, timeframe: 3600 }))[0]!.value).toBe(7n);
    const days = await countSeries(database.db, 'accounts', { startDate: dayStart - DAY, endDate: NOW, timeframe: 86_400 });
    expect(days).toEqual([
      { time: dayStart - DAY, value: 72n },
      { time: dayStart, value: 40n },
    ]);
    const totals = await countSeries(database.db, 'accountsTotal', { startDate: dayStart - DAY, endDate: dayStart - 1n, timeframe: 86_400 });
    expect(totals).toEqual([{ time: dayStart - DAY, value: 1000n - 40n }]);
    const within = await countSeries(database.db, 'messages', { startDate: NOW + 1n, endDate: NOW + 2n, timeframe: 3600 });
    expect(within.map((point) => point.time)).toEqual([NOW - (NOW % HOUR)]);
  });

  it('counts no accounts in the buckets that end before the first masterchain block', async () => {
    const chain = await openTestDatabase(backend);
    try {
      await writeBatch(chain.db, 1, {
        blocks: [blockRow({ workchain: -1, shard: '8000000000000000', seqno: 1, mc_seqno: 1, gen_utime: dayStart - HOUR })],
        statsBuckets: daily,
        totals: { transactions: 0n, messages: 0n, accounts: 1000n, total_supply: '0', latest_mc_seqno: 1, latest_mc_utime: NOW, shardchain_count: 1 },
      });
      const totals = await countSeries(chain.db, 'accountsTotal', { startDate: dayStart - 3n * DAY, endDate: NOW, timeframe: 86_400 });
      expect(totals).toEqual([
        { time: dayStart - 3n * DAY, value: 0n },
        { time: dayStart - 2n * DAY, value: 0n },
        { time: dayStart - DAY, value: 1000n - 40n },
        { time: dayStart, value: 1000n },
      ]);
    } finally {
      await chain.close();
    }
  });

  it('gives the total supply at every bucket of the range: where none was recorded, the last level before it', async () => {
    const start = NOW - 30n * HOUR;
    const supply = await totalSupplySeries(database.db, { startDate: start, endDate: NOW, timeframe: 3600 });
    const first = start - (start % HOUR);
    expect(supply.map((point) => point.time)).toEqual(Array.from({ length: 31 }, (_, index) => first + BigInt(index) * HOUR));
    const recorded = hourly.filter((row) => row.total_supply !== null && BigInt(row.bucket_start) >= first);
    expect(recorded.length).toBeGreaterThan(5);
    for (const point of supply) {
      const latest = recorded.filter((row) => BigInt(row.bucket_start) <= point.time).at(-1);
      expect(point.value, `at ${point.time}`).toBe(latest?.total_supply ?? '0');
    }
  });

  it('gives the last ten minutes in 10-second buckets with missing ones as 0', async () => {
    const points = await transactions10m(database.db, NOW);
    expect(points).toHaveLength(60);
    expect(points.at(-1)!.time).toBe(NOW - (NOW % 10n));
    expect(points[0]!.time).toBe(NOW - (NOW % 10n) - 590n);
    for (const point of points) {
      const stored = live.find((row) => BigInt(row.bucket_start) === point.time);
      expect(point.value).toBe(stored ? BigInt(stored.transactions) : 0n);
    }
    expect(points.some((point) => point.value === 0n)).toBe(true);
  });

  it('refuses ranges it cannot chart, naming the field', async () => {
    const range = { startDate: NOW - DAY, endDate: NOW, timeframe: 3600 as const };
    await expect(countSeries(database.db, 'transactions', { ...range, timeframe: 60 as never })).rejects.toMatchObject({ field: 'timeframe' });
    await expect(countSeries(database.db, 'transactions', { ...range, endDate: NOW - 2n * DAY })).rejects.toMatchObject({ field: 'end_date' });
    await expect(countSeries(database.db, 'transactions', { ...range, startDate: 0 })).rejects.toMatchObject({ field: 'start_date' });
    await expect(countSeries(database.db, 'blocks' as never, range)).rejects.toMatchObject({ field: 'kind' });
    await expect(globalStats(database.db, 1.5)).rejects.toMatchObject({ field: 'now' });
  });
});
