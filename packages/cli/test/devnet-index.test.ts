import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccount, readBocSingle } from '@tvmscan/tvm';
import { defaultActivities, Devnet, ManualClock, Workload, type SealedRound } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

const ROUNDS = 40;

describe('indexing the devnet through the same pipeline as a real network', () => {
  let devnet: Devnet;
  let database: TestDatabase;
  const rounds: SealedRound[] = [];
  const electionReasons: string[] = [];

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'index', walletCount: 16 });
    devnet.setWorkload(new Workload('index', defaultActivities(devnet).activities, 4, devnet));
    for (let round = 0; round < ROUNDS; round++) {
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    }
    // Without new work, the messages still in flight are delivered and sealed: the devnet's states settle.
    devnet.setWorkload(null);
    while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) {
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    }
    database = await openTestDatabase('pglite');
    await importZerostates(database, await devnet.zerostates(), 'zerostate');
    await runIndexer({
      database,
      source: devnet,
      stateSource: withGetMethods(devnet),
      sourceName: 'devnet',
      follow: false,
      onElectionsUnavailable: (reason) => electionReasons.push(reason),
    });
  });
  afterAll(async () => {
    devnet.close();
    await database.close();
  });

  it('stores every masterchain and shard block and every transaction the devnet sealed', async () => {
    const blocks = await database.db.selectFrom('blocks').select('root_hash').execute();
    const sealedBlocks = rounds.flatMap((round) => [round.masterchain, ...round.shardBlocks].map((block) => block.rootHash));
    expect(new Set(blocks.map((block) => block.root_hash))).toEqual(new Set(sealedBlocks));
    const transactions = await database.db
      .selectFrom('transactions')
      .select(({ fn }) => fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(transactions.count)).toBe(rounds.reduce((sum, round) => sum + round.transactionCount, 0));
    expect(Number(transactions.count)).toBeGreaterThan(ROUNDS);
  });

  it('derives every account balance exactly as the devnet holds it', async () => {
    const accounts = await database.db.selectFrom('accounts').select(['workchain', 'address', 'balance', 'state']).execute();
    expect(accounts.length).toBeGreaterThan(16);
    for (const account of accounts) {
      const boc = await devnet.getAccount(`${account.workchain}:${account.address}`);
      const expected = boc === null ? null : decodeAccount(readBocSingle(boc));
      expect(BigInt(account.balance), `${account.workchain}:${account.address}`).toBe(expected?.storage.balance.coins ?? 0n);
    }
  });

  it('links internal messages to the transactions that created and consumed them', async () => {
    const linked = await database.db
      .selectFrom('messages')
      .select(['hash'])
      .where('message_type', '=', 'Internal')
      .where('src_transaction_hash', 'is not', null)
      .where('dst_transaction_hash', 'is not', null)
      .execute();
    expect(linked.length).toBeGreaterThan(0);
  });

  it('runs get-methods on the devnet, whose masterchain has no elector: no elections are derived, and the indexer says why', async () => {
    expect(electionReasons).toEqual([
      expect.stringMatching(/^elections not read at masterchain block #\d+: get-method \w+ of -1:3{64}: the account does not exist$/),
    ]);
    expect(await database.db.selectFrom('elections').selectAll().execute()).toEqual([]);
  });
});
