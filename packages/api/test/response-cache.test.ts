import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addVerifiedContract } from '@tvmscan/store';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { type BlockListResponse, type ServerOptions, type TransactionResponse } from '../src/index.js';
import { apiClient } from './api-client.js';
import { genesisDatabase } from './genesis.js';
import { buildCheckedServer } from './support/openapi-responses.js';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

/** The memory of array buffers (Buffers' included) still held after a full garbage collection. */
function heldArrayBuffers(): number {
  collectGarbage();
  collectGarbage();
  return process.memoryUsage().arrayBuffers;
}

/** Every request reads the indexed seqno, so that a moved checkpoint is seen at once. */
const EXACT = { maxBytes: 1024 * 1024, checkpointMaxAgeMs: 0 } as const;

describeWithFixtures('the explorer API answers repeated requests from memory while the answers hold', () => {
  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    const servers: FastifyInstance[] = [];

    beforeAll(async () => {
      database = await genesisDatabase(kind);
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await database?.close();
    });

    async function serverWith(options: Partial<ServerOptions>) {
      const app = await buildCheckedServer({ database, rateLimit: false, ...options });
      servers.push(app);
      return apiClient(() => app);
    }

    async function someTransactionHash(): Promise<string> {
      const row = await database.db.selectFrom('transactions').select('hash').orderBy('lt', 'desc').limit(1).executeTakeFirstOrThrow();
      return row.hash;
    }

    async function setTotalFees(hash: string, fees: string): Promise<void> {
      await database.db.updateTable('transactions').set({ total_fees: fees }).where('hash', '=', hash).execute();
    }

    async function setGenUtime(block: { workchain: number; shard: string; seqno: number }, genUtime: number): Promise<void> {
      await database.db
        .updateTable('blocks')
        .set({ gen_utime: BigInt(genUtime) })
        .where('workchain', '=', block.workchain)
        .where('shard', '=', block.shard)
        .where('seqno', '=', block.seqno)
        .execute();
    }

    async function moveCheckpoint(by: number): Promise<void> {
      await database.db
        .updateTable('checkpoint')
        .set({ mc_seqno: sql<number>`mc_seqno + ${by}` })
        .execute();
    }

    it('gives an immutable answer again, byte for byte with its ETag, even after the row changed and the chain moved', async () => {
      const hash = await someTransactionHash();
      const { post, data } = await serverWith({ responseCache: EXACT });
      const first = await post('/transactions', { hash });
      expect(first.headers['cache-control']).toContain('immutable');
      const { transaction } = (first.json() as { data: TransactionResponse }).data;
      try {
        await setTotalFees(hash, '123456789');
        await moveCheckpoint(1);
        const again = await post('/transactions', { hash });
        expect(again.body).toBe(first.body);
        expect(again.headers['etag']).toBe(first.headers['etag']);
        const notModified = await post('/transactions', { hash }, { 'if-none-match': String(first.headers['etag']) });
        expect(notModified.statusCode).toBe(304);
        expect(notModified.body).toBe('');

        const { post: uncachedPost, data: uncachedData } = await serverWith({ responseCache: false });
        const fresh = await uncachedData<TransactionResponse>(uncachedPost('/transactions', { hash }));
        expect(fresh.transaction.totalFees).toBe('123456789');
        expect(fresh.transaction.totalFees).not.toBe(transaction.totalFees);
        expect((await data<TransactionResponse>(post('/transactions', { hash }))).transaction.totalFees).toBe(transaction.totalFees);
      } finally {
        await setTotalFees(hash, transaction.totalFees);
        await moveCheckpoint(-1);
      }
    });

    it('reads an immutable answer again once a contract was verified since it was kept, as answers name the verified contracts', async () => {
      const hash = await someTransactionHash();
      const { post, data } = await serverWith({ responseCache: EXACT });
      const { transaction } = await data<TransactionResponse>(post('/transactions', { hash }));
      try {
        await setTotalFees(hash, '987654321');
        expect((await data<TransactionResponse>(post('/transactions', { hash }))).transaction.totalFees).toBe(transaction.totalFees);
        await addVerifiedContract(database.db, {
          codeHash: 'f'.repeat(64),
          contractName: 'Verified later',
          compilerVersion: '0.57.1',
          linkerVersion: '0.20.6',
          abi: {},
          sources: [],
          tvc: null,
          origin: 'compiled',
        });
        expect((await data<TransactionResponse>(post('/transactions', { hash }))).transaction.totalFees).toBe('987654321');
      } finally {
        await setTotalFees(hash, transaction.totalFees);
      }
    });

    it('gives a list again only while the checkpoint stays where it was', async () => {
      const { post, data } = await serverWith({ responseCache: EXACT });
      const body = { limit: 5 };
      const first = await data<BlockListResponse>(post('/blocks/list', body));
      const newest = first.blocks[0]!;
      try {
        await setGenUtime(newest, newest.genUtime + 1);
        expect(await data<BlockListResponse>(post('/blocks/list', body))).toEqual(first);
        await moveCheckpoint(1);
        const afterMove = await data<BlockListResponse>(post('/blocks/list', body));
        expect(afterMove.blocks[0]!.genUtime).toBe(newest.genUtime + 1);
      } finally {
        await setGenUtime(newest, newest.genUtime);
        await moveCheckpoint(-1);
      }
    });

    it('keeps no more answers than its memory allows: the least recently used one goes first', async () => {
      const hash = await someTransactionHash();
      const { post, data } = await serverWith({ responseCache: { maxBytes: 8 * 1024, checkpointMaxAgeMs: 0 } });
      const { transaction } = await data<TransactionResponse>(post('/transactions', { hash }));
      try {
        await setTotalFees(hash, '42');
        // Answers of other requests push the transaction's out of the 8 KiB.
        for (let limit = 1; limit <= 12; limit++) await data(post('/blocks/list', { limit }));
        expect((await data<TransactionResponse>(post('/transactions', { hash }))).transaction.totalFees).toBe('42');
      } finally {
        await setTotalFees(hash, transaction.totalFees);
      }
    });

    it('holds about the memory it is given, however small its answers', async () => {
      const maxBytes = 1024 * 1024;
      const { post, data } = await serverWith({ responseCache: { maxBytes, checkpointMaxAgeMs: 0 } });
      const before = heldArrayBuffers();
      // Small answers of distinct requests, many more than the cache keeps: each would hold an 8 KiB pool slab.
      for (let offset = 0; offset < 3000; offset++) await data(post('/accounts/list', { limit: 1, offset }));
      expect(heldArrayBuffers() - before).toBeLessThan(2 * maxBytes);
    }, 120_000);

    it('still counts answers from memory against the rate limit', async () => {
      const hash = await someTransactionHash();
      const { post } = await serverWith({ responseCache: EXACT, rateLimit: { max: 3, timeWindowMs: 60_000 } });
      for (let call = 0; call < 3; call++) expect((await post('/transactions', { hash })).statusCode).toBe(200);
      const limited = await post('/transactions', { hash });
      expect(limited.statusCode).toBe(429);
    });
  });
});
