import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServer,
  EXPLORER_PREFIX,
  type AccountListResponse,
  type BlockResponse,
  type CountSeriesResponse,
  type KeyBlockConfigResponse,
  type MessageTreeResponse,
  type Stats,
} from '@tvmscan/api';
import { statsOutOfOrder } from '@tvmscan/api/testing';
import { defaultActivities, Devnet, ManualClock, Workload, type SealedRound } from '@tvmscan/devnet';
import { configParamValue, shardToHex, type Block } from '@tvmscan/tvm';
import { importZerostates, runIndexer } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

const ROUNDS = 30;
/** The devnet's clock starts in November 2023: a chain older than the charts' last 30 days. */
const DEVNET_START_MS = 1_700_000_000_000;

describe('the explorer API on an indexed devnet chain', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  let app: FastifyInstance;
  const rounds: SealedRound[] = [];
  const post = async <T>(path: string, body: object) => {
    const answer = await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}${path}`, payload: body });
    expect(answer.statusCode, `${path} ${answer.body}`).toBe(200);
    return (answer.json() as { data: T }).data;
  };

  beforeAll(async () => {
    const clock = new ManualClock(DEVNET_START_MS);
    devnet = await Devnet.open({ clock, seed: 'explorer api', walletCount: 12 });
    devnet.setWorkload(new Workload('explorer api', defaultActivities(devnet).activities, 4, devnet));
    for (let round = 0; round < ROUNDS; round++) {
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({ database, source: devnet, sourceName: 'devnet', follow: false });
    app = await buildServer({ database, rateLimit: false });
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    devnet?.close();
    await database?.close();
  });

  it('gives the same whole chain, siblings included, from every message of a chain with a transaction of several outbound messages', async () => {
    const senders = await database.db
      .selectFrom('messages')
      .select(['src_transaction_hash'])
      .where('src_transaction_hash', 'is not', null)
      .groupBy('src_transaction_hash')
      .having((eb) => eb.fn.countAll(), '>=', 2)
      .execute();
    expect(senders.length).toBeGreaterThan(0);
    const sent = await database.db
      .selectFrom('messages')
      .select('hash')
      .where('src_transaction_hash', '=', senders[0]!.src_transaction_hash)
      .execute();
    const first = await post<MessageTreeResponse>('/messages/tree', { id: sent[0]!.hash });
    const members = new Set(first.messages.map((message) => message.messageHash));
    for (const { hash } of sent) expect(members.has(hash)).toBe(true);
    for (const hash of members) {
      const tree = await post<MessageTreeResponse>('/messages/tree', { id: hash });
      expect(tree.root).toEqual(first.root);
      expect(new Set(tree.messages.map((message) => message.messageHash))).toEqual(members);
    }
  });

  it('gives each block its previous and next block in its own shard, the tip without a next one', async () => {
    const blockAt = (block: { block: Block; rootHash: string }) => {
      const { shard, seqno } = block.block.info;
      return post<BlockResponse>('/blocks', { workchain: shard.workchain, shard: shardToHex(shard.shard), seqno });
    };
    const prevRoot = (block: Block) => (block.info.prevRef.kind === 'single' ? block.info.prevRef.prev.rootHash : block.info.prevRef.prev1.rootHash);
    const middle = rounds.length / 2;
    for (const pick of [(round: SealedRound) => round.masterchain, (round: SealedRound) => round.shardBlocks[0]!]) {
      const [before, block, after] = [rounds[middle - 1]!, rounds[middle]!, rounds[middle + 1]!].map(pick) as [
        SealedRound['masterchain'],
        SealedRound['masterchain'],
        SealedRound['masterchain'],
      ];
      const answer = await blockAt(block);
      expect(answer.block.rootHash).toBe(block.rootHash);
      expect(prevRoot(block.block)).toBe(before.rootHash);
      expect(answer.prevBlock).toEqual({ ...idOf(before.block), rootHash: before.rootHash });
      expect(answer.nextBlock).toEqual({ ...idOf(after.block), rootHash: after.rootHash });
    }
    const tip = rounds.at(-1)!.masterchain;
    expect((await blockAt(tip)).nextBlock).toBeNull();
  });

  it("gives the key block's config with the spec's named record, as the devnet's config holds it", async () => {
    const answer = await post<KeyBlockConfigResponse>('/blocks/key-block-config', {});
    expect(answer.mcSeqno).toBe(devnet.latestKeyBlockSeqno);
    const keyBlock = rounds.find((round) => round.seqno === devnet.latestKeyBlockSeqno)!.masterchain;
    expect(answer.blockRootHash).toBe(keyBlock.rootHash);
    const json = (value: unknown) =>
      JSON.parse(JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? String(item) : item))) as unknown;
    const config = devnet.config;
    expect(answer.record).toMatchObject({
      configAddress: `-1:${configParamValue(config, 0)}`,
      electorAddress: `-1:${configParamValue(config, 1)}`,
      minterAddress: `-1:${configParamValue(config, 2)}`,
      electorParams: json(configParamValue(config, 15)),
      stakeParams: json(configParamValue(config, 17)),
      gasPrices: { masterchain: json(configParamValue(config, 20)), basechain: json(configParamValue(config, 21)) },
      catchainParams: json(configParamValue(config, 28)),
      criticalParams: json(configParamValue(config, 10)),
    });
    expect(answer.record.workchains).not.toBeNull();
  });

  it('counts every message the same way in the total, the 1 h and 24 h windows, the series and /messages/count', async () => {
    const { count: messages } = await post<{ count: number }>('/messages/count', {});
    expect(messages).toBeGreaterThan(ROUNDS);
    const stats = (await app.inject({ method: 'GET', url: `${EXPLORER_PREFIX}/stats` })).json().data as Stats;
    // The whole chain is younger than an hour, so each window holds all of it.
    expect([stats.messagesTotal, stats.messages1h, stats.messages24h]).toEqual([messages, messages, messages]);
    const tip = rounds.at(-1)!.masterchain.block.info.genUtime;
    const series = await post<CountSeriesResponse>('/stats/messages', { start_date: tip - 86_400, end_date: tip, timeframe: 'H1' });
    expect(series.points.reduce((sum, point) => sum + point.count, 0)).toBe(messages);
  });

  it("spells every transaction's phases with the spec's enumerations", async () => {
    const hashes = await database.db.selectFrom('transactions').select('hash').orderBy('lt').limit(60).execute();
    for (const { hash } of hashes) {
      const { transaction } = await post<{ transaction: { description: Record<string, { kind?: string; statusChange?: string } | null> } }>(
        '/transactions',
        {
          hash,
        },
      );
      const { compute, storage, action, bounce } = transaction.description;
      if (compute) expect(['Vm', 'Skipped']).toContain(compute.kind);
      if (storage) expect(['Unchanged', 'Frozen', 'Deleted']).toContain(storage.statusChange);
      if (action) expect(['Unchanged', 'Frozen', 'Deleted']).toContain(action.statusChange);
      if (bounce) expect(['Negfunds', 'Nofunds', 'Ok']).toContain(bounce.kind);
    }
  });

  it('counts every account met and every message in the stats, and charts the chain in the time of its blocks', async () => {
    const stats = (await app.inject({ method: 'GET', url: `${EXPLORER_PREFIX}/stats` })).json().data as Stats;
    const { count: messages } = await post<{ count: number }>('/messages/count', {});
    expect(stats.messagesTotal).toBe(messages);
    const accounts = await database.db.selectFrom('accounts').select('state').execute();
    expect(stats.accountsActiveTotal).toBe(accounts.length);
    // Uninitialised and deleted accounts are counted too: a fresh chain has more accounts that ran a transaction today than active ones.
    expect(accounts.filter((row) => row.state === 'Active').length).toBeLessThan(stats.accountsActive24h);
    expect(statsOutOfOrder(stats)).toEqual([]);
    // The chain's blocks carry the devnet's clock, not today's: its 30 days are asked, and a series answers what was asked.
    const chainStart = DEVNET_START_MS / 1000;
    for (const timeframe of ['D1', 'H1']) {
      const series = await post<CountSeriesResponse>('/stats/transactions', { start_date: chainStart, end_date: chainStart + 2_592_000, timeframe });
      expect(series.points.reduce((sum, point) => sum + point.count, 0)).toBe(stats.transactionTotal);
    }
    const before = await post<{ points: { total: number }[] }>('/stats/accounts', {
      start_date: DEVNET_START_MS / 1000 - 30 * 86_400,
      end_date: DEVNET_START_MS / 1000 - 86_400,
    });
    expect(before.points.every((point) => point.total === 0)).toBe(true);
  });

  it('lists undated accounts last when newest first, and answers a wrong method with 405', async () => {
    const newest = await post<AccountListResponse>('/accounts/list', { limit: 100, ordering: { by: 'createdAt', order: 'DESC' } });
    const dated = newest.accounts.map((account) => account.createdAt !== null);
    expect(dated[0]).toBe(true);
    if (dated.includes(false)) expect(dated.slice(dated.indexOf(false))).not.toContain(true);
    expect((await app.inject({ method: 'POST', url: `${EXPLORER_PREFIX}/stats`, payload: {} })).statusCode).toBe(405);
  });

  it('renders every external address as extern:hex, never :hex', async () => {
    const externals = await database.db
      .selectFrom('messages')
      .select('hash')
      .where((eb) =>
        eb.or([
          eb.and([eb('src_workchain', 'is', null), eb('src_address', 'is not', null)]),
          eb.and([eb('dst_workchain', 'is', null), eb('dst_address', 'is not', null)]),
        ]),
      )
      .limit(20)
      .execute();
    for (const { hash } of externals) {
      const { message } = await post<{ message: { srcAddress: string | null; dstAddress: string | null } }>('/messages', { id: hash });
      for (const address of [message.srcAddress, message.dstAddress])
        if (address !== null) expect(address).toMatch(/^(-?\d+:[0-9a-f]{64}|extern:[0-9a-f]*)$/);
    }
  });
});

function idOf(block: Block): { workchain: number; shard: string; seqno: number } {
  const { shard, seqno } = block.info;
  return { workchain: shard.workchain, shard: shardToHex(shard.shard), seqno };
}
