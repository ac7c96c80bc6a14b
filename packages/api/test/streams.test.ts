import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ArchiveBlockSource, importZerostates, runIndexer } from '@tvmscan/indexer';
import { blocksInRange, openDatabase, transactionsInRange, type Database } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';
import { EventStreamReader } from '@tvmscan/api/testing';
import { buildServer, type ServerOptions } from '../src/server.js';
import { API } from './api-client.js';
import { GENESIS_ARCHIVE, GENESIS_ZEROSTATES } from './genesis.js';

const ELECTOR = '-1:3333333333333333333333333333333333333333333333333333333333333333';

for (const kind of testDatabaseKinds()) {
  describeWithFixtures(`the event stream on ${kind}, two servers on one database`, () => {
    let database: TestDatabase;
    let secondConnection: Database;
    let first: FastifyInstance;
    let second: FastifyInstance;
    let firstUrl: string;
    let secondUrl: string;
    const readers: EventStreamReader[] = [];
    const streams: ServerOptions['streams'] = { heartbeatMs: 300, pollMs: 60_000 };

    const serve = async (on: Database, options: Partial<ServerOptions> = {}) => {
      const app = await buildServer({ database: on, rateLimit: false, responseCache: false, streams, ...options });
      return { app, url: `${await app.listen({ port: 0, host: '127.0.0.1' })}${API}/stream` };
    };
    const open = async (url: string, lastEventId?: string) => {
      const reader = await EventStreamReader.open(url, lastEventId);
      readers.push(reader);
      return reader;
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await importZerostates(database, GENESIS_ZEROSTATES.map(readFixture), 'import');
      // The second server is another process's: on PostgreSQL its own pool and listening connection.
      secondConnection = database.url ? await openDatabase({ url: database.url }) : database;
      ({ app: first, url: firstUrl } = await serve(database));
      ({ app: second, url: secondUrl } = await serve(secondConnection));
    });
    afterAll(async () => {
      for (const reader of readers) reader.close();
      await first?.close();
      await second?.close();
      if (secondConnection !== database) await secondConnection?.close();
      await database?.close();
    });

    it('pushes every block and transaction the indexer commits to the clients of both, in order and with the same ids; a client of a closed server resumes on the other with Last-Event-ID and loses nothing', async () => {
      const topics = '?topics=blocks,transactions';
      const ofFirst = await open(firstUrl + topics);
      const ofSecond = await open(secondUrl + topics);
      const elector = await open(`${secondUrl}?topics=transactions&accounts=${ELECTOR}`);
      const indexing = runIndexer({
        database,
        source: await ArchiveBlockSource.open([fixturePath(GENESIS_ARCHIVE)]),
        sourceName: 'archive',
        follow: false,
        groupBatches: 3,
      });

      await ofFirst.until((reader) => reader.events.length >= 40);
      await first.close();
      await ofFirst.until((reader) => reader.named('dropped').length > 0);
      expect(ofFirst.named('dropped').map((event) => event.data)).toEqual([expect.objectContaining({ reason: 'server-closing' })]);
      const resumed = await open(secondUrl + topics, ofFirst.lastEventId);
      await indexing;

      const range = { after: 0, upTo: 99 };
      const blocks = (await blocksInRange(database.db, range)).map((block) => block.root_hash);
      const transactions = (await transactionsInRange(database.db, range)).map((transaction) => transaction.hash);
      const expected = blocks.length + transactions.length;
      await ofSecond.until((reader) => reader.events.length >= expected);
      await resumed.until((reader) => ofFirst.named('block').length + ofFirst.named('transaction').length + reader.events.length >= expected);

      const chainEvents = (reader: EventStreamReader) => reader.events.filter((event) => event.event !== 'dropped');
      const idsOfSecond = chainEvents(ofSecond).map((event) => event.id);
      expect(idsOfSecond).toHaveLength(expected);
      expect([...chainEvents(ofFirst), ...chainEvents(resumed)].map((event) => event.id)).toEqual(idsOfSecond);
      const hashes = (name: string, key: string) => ofSecond.named(name).map((event) => (event.data as Record<string, string>)[key]);
      expect(hashes('block', 'rootHash')).toEqual(blocks);
      expect(hashes('transaction', 'hash')).toEqual(transactions);
      const order = idsOfSecond.map((id) => id.split('-').map(Number) as [number, number]);
      expect(order.every(([mc, ordinal], index) => index === 0 || mc > order[index - 1]![0] || ordinal > order[index - 1]![1])).toBe(true);

      const electorTransactions = (await transactionsInRange(database.db, range)).filter((row) => `${row.workchain}:${row.account}` === ELECTOR);
      await elector.until((reader) => reader.events.length >= electorTransactions.length);
      expect(electorTransactions.length).toBeGreaterThan(0);
      expect(elector.events.map((event) => (event.data as { hash: string }).hash)).toEqual(electorTransactions.map((row) => row.hash));
    });

    it("moves a quiet filtered client's last event id with the heartbeats, and tells one resuming before the kept window to reload", async () => {
      const quiet = await open(`${secondUrl}?topics=transfers`);
      await quiet.until((reader) => reader.lastEventId === '99');
      const stale = await open(secondUrl + '?topics=blocks', '1-0');
      await stale.until((reader) => reader.events.length > 0);
      const [, nextBlock] = await blocksInRange(database.db, { after: 0, upTo: 99 });
      expect(stale.events[0]).toMatchObject({ event: 'block', data: { rootHash: nextBlock!.root_hash } });

      const { app, url } = await serve(secondConnection, { streams: { ...streams, replayBlocks: 10 } });
      try {
        const behind = await open(`${url}?topics=blocks`, '50-2');
        await behind.until((reader) => reader.events.length > 0);
        expect(behind.events[0]).toMatchObject({ event: 'reset', data: { reason: 'too-far-behind' } });
        const within = await open(`${url}?topics=blocks`, '95');
        await within.until((reader) => reader.events.length > 0);
        expect(within.events[0]!.id).toMatch(/^96-/);
      } finally {
        await app.close();
      }
    });

    it('sends a client taking the statistics those GET /stats answers at once', async () => {
      const stats = await open(`${secondUrl}?topics=stats`);
      await stats.until((reader) => reader.named('stats').length > 0);
      const answer = await second.inject({ method: 'GET', url: `${API}/stats` });
      const { fetchedAt: _pushedAt, ...pushed } = stats.named('stats')[0]!.data as Record<string, unknown>;
      const { fetchedAt: _answeredAt, ...answered } = answer.json().data as Record<string, unknown>;
      expect(pushed).toEqual(answered);
      expect(pushed['latestMcSeqno']).toBe(99);
    });

    it('refuses a stream past the caps: 429 for an address holding its share, 503 when the server is full', async () => {
      const { app, url } = await serve(secondConnection, { streams: { ...streams, perIp: 1, total: 5 } });
      try {
        await open(url);
        const refused = await open(url);
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.body)).toMatchObject({ error: { code: 'TooManyRequests', kind: 'RateLimit' } });
      } finally {
        await app.close();
      }
      const full = await serve(secondConnection, { streams: { ...streams, total: 0 } });
      try {
        const refused = await open(full.url);
        expect(refused.status).toBe(503);
        expect(JSON.parse(refused.body).error.message).toMatch(/as many streams as it allows/);
      } finally {
        await full.app.close();
      }
    });
  });
}
