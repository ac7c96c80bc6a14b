import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ArchiveBlockSource, runIndexer } from '@tvmscan/indexer';
import { cutGenesisArchive } from '@tvmscan/indexer/testing';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { apiClient } from './api-client.js';
import { buildCheckedServer } from './support/openapi-responses.js';

const MASTERCHAIN = '8000000000000000';

describeWithFixtures('the explorer API of an index started at masterchain block 50', () => {
  let dir: string;
  let database: TestDatabase;
  let app: FastifyInstance;
  const { get, post, data } = apiClient(() => app);

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'midchain-api-'));
    const file = join(dir, 'from-50.pack');
    await writeFile(file, cutGenesisArchive(50));
    database = await openTestDatabase('pglite');
    await runIndexer({ database, source: await ArchiveBlockSource.open([file]), sourceName: 'archive', follow: false });
    app = await buildCheckedServer({ database, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says where its history starts', async () => {
    const history = await data<{ startMcSeqno: number; startUtime: number | null; fromGenesis: boolean }>(get('/history'));
    expect(history).toMatchObject({ startMcSeqno: 50, fromGenesis: false });
    expect(history.startUtime).toBeGreaterThan(1_588_000_000);
  });

  it('answers a masterchain block before the start as before its history, and one after the tip as not found', async () => {
    const before = await post('/blocks', { workchain: -1, shard: MASTERCHAIN, seqno: 49 });
    expect(before.statusCode).toBe(404);
    expect(before.json()).toMatchObject({ error: { code: 'NotFound', kind: 'BeforeHistory', message: expect.stringContaining('#50') } });
    const after = await post('/blocks', { workchain: -1, shard: MASTERCHAIN, seqno: 100 });
    expect(after.statusCode).toBe(404);
    expect(after.json().error.kind).toBe('NotFound');
    expect((await post('/blocks', { workchain: -1, shard: MASTERCHAIN, seqno: 50 })).statusCode).toBe(200);
  });

  it('ends the block list at the start and counts from there', async () => {
    const { count } = await data<{ count: number }>(post('/blocks/count', { workchain: -1 }));
    expect(count).toBe(50);
    const list = await data<{ blocks: { seqno: number }[] }>(
      post('/blocks/list', { workchain: -1, limit: 100, ordering: { by: 'seqno', order: 'ASC' } }),
    );
    expect(list.blocks[0]!.seqno).toBe(50);
  });

  it('marks an account first seen mid-chain with an unknown balance as partial, and no other', async () => {
    // The blocks' state updates settle every account of the fixture's chain; one left partial, as an index whose
    // blocks prune their state updates (the devnet's) leaves it until a state source tells its balance.
    const metExisting = (await database.db
      .selectFrom('accounts')
      .select(['workchain', 'address'])
      .where('created_at', 'is', null)
      .executeTakeFirst())!;
    await database.db
      .updateTable('accounts')
      .set({ balance: 0n, balance_partial: true })
      .where('workchain', '=', metExisting.workchain)
      .where('address', '=', metExisting.address)
      .execute();
    const answer = await data<{ account: { balancePartial?: boolean; balance: string } }>(
      post('/accounts', { id: `${metExisting.workchain}:${metExisting.address}` }),
    );
    expect(answer.account).toMatchObject({ balancePartial: true, balance: '0' });
    const other = await data<{ account: { balancePartial?: boolean } }>(post('/accounts', { id: `0:${'ab'.repeat(32)}` }));
    expect(other.account.balancePartial).toBeUndefined();
  });
});
