import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeAccount, readBocSingle, shardToHex, writePackage } from '@tvmscan/tvm';
import { defaultActivities, Devnet, ManualClock, startJrpcServer, Workload, type JrpcServer, type SealedRound } from '@tvmscan/devnet';
import { ArchiveBlockSource, JrpcStateSource, runIndexer } from '@tvmscan/indexer';
import { readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

const TRANSACTIONS = 5_000;

/** The rounds' blocks as a node archive package, written with our codec. */
function packOf(rounds: readonly SealedRound[]): Uint8Array {
  const entries = rounds.flatMap((round) =>
    [...round.shardBlocks, round.masterchain].map((block) => ({
      name: `block_(${block.shard.workchain},${shardToHex(block.shard.shard)},${block.pointer.seqno}):${block.rootHash.toUpperCase()}:${block.fileHash.toUpperCase()}`,
      data: block.boc,
    })),
  );
  return writePackage(entries);
}

describe(`the devnet's ${TRANSACTIONS} transactions exported, and only the second half imported with its JRPC as the state source`, () => {
  let dir: string;
  let devnet: Devnet;
  let jrpc: JrpcServer;
  let database: TestDatabase;
  let half: number;

  beforeAll(async () => {
    const clock = new ManualClock(1_700_000_000_000);
    devnet = await Devnet.open({ clock, seed: 'midchain', walletCount: 16 });
    devnet.setWorkload(new Workload('midchain', defaultActivities(devnet).activities, 60, devnet));
    const rounds: SealedRound[] = [];
    const step = () => {
      clock.advance(devnet.intervalMs);
      rounds.push(devnet.step());
    };
    while (devnet.sealedTransactions < TRANSACTIONS) step();
    devnet.setWorkload(null);
    while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) step();
    dir = await mkdtemp(join(tmpdir(), 'devnet-midchain-'));
    const file = join(dir, 'devnet.pack');
    await writeFile(file, packOf(rounds));
    half = rounds[Math.floor(rounds.length / 2)]!.seqno;
    jrpc = await startJrpcServer(devnet, { port: 0 });
    database = await openTestDatabase('pglite');
    await runIndexer({
      database,
      source: await ArchiveBlockSource.open([file]),
      stateSource: new JrpcStateSource({ endpoint: jrpc.url }),
      sourceName: 'archive',
      follow: false,
      from: half,
      tokens: false,
    });
  }, 300_000);
  afterAll(async () => {
    await jrpc?.close();
    devnet?.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('starts the index at the middle masterchain block', async () => {
    expect(await readCheckpoint(database.db)).toMatchObject({ startMcSeqno: half });
    const transactions = await database.db
      .selectFrom('transactions')
      .select((eb) => eb.fn.countAll<bigint>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(transactions.count)).toBeGreaterThan(TRANSACTIONS / 4);
  });

  it('gives every account it holds the balance and state the devnet holds, none left partial', async () => {
    const accounts = await database.db.selectFrom('accounts').select(['workchain', 'address', 'balance', 'balance_partial']).execute();
    expect(accounts.length).toBeGreaterThan(16);
    for (const account of accounts) {
      const address = `${account.workchain}:${account.address}`;
      const boc = await devnet.getAccount(address);
      const state = boc === null ? null : decodeAccount(readBocSingle(boc));
      expect(account.balance_partial, address).toBe(false);
      expect(BigInt(account.balance), address).toBe(state?.storage.balance.coins ?? 0n);
    }
  });
});
