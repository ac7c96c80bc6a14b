import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { ArchiveBlockSource, FileStateSource, GqlBlockSource, importZerostates, IndexerError, runIndexer, type StateSource } from '@tvmscan/indexer';
import { cutGenesisArchive, GENESIS_ARCHIVE, loadArchiveChain, startFakeQServer } from '@tvmscan/indexer/testing';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
const STATE_AFTER_2 = 'everscale/states/mainnet-masterchain-state-2.boc';

async function importArchive(database: TestDatabase, files: string[], stateSource?: StateSource) {
  const source = await ArchiveBlockSource.open(files);
  return runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: 7, ...(stateSource ? { stateSource } : {}) });
}

type Row = Record<string, unknown>;

const byKey = (rows: Row[], key: string) => new Map(rows.map((row) => [String(row[key]), row]));

describeWithFixtures('an index started mid-chain from archives cut out of the Everscale genesis archive', () => {
  let dir: string;
  let full: TestDatabase;
  const cut = (name: string, from: number, to?: number) => {
    const file = join(dir, name);
    return writeFile(file, cutGenesisArchive(from, to)).then(() => file);
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'midchain-'));
    full = await openTestDatabase('pglite');
    await importZerostates(full, ZEROSTATES.map(readFixture), 'import');
    await importArchive(full, [fixturePath(GENESIS_ARCHIVE)]);
  });
  afterAll(async () => {
    await full.close();
    await rm(dir, { recursive: true, force: true });
  });

  describe('cut at masterchain 50, with no state source', () => {
    let mid: TestDatabase;
    beforeAll(async () => {
      mid = await openTestDatabase('pglite');
      await importArchive(mid, [await cut('from-50.pack', 50)]);
    });
    afterAll(async () => {
      await mid.close();
    });

    it('records masterchain block 50 as the start and indexes up to 99, with no config before a key block says it', async () => {
      expect(await readCheckpoint(mid.db)).toMatchObject({ mcSeqno: 99, startMcSeqno: 50 });
      const expected = await full.db.selectFrom('configs').select('mc_seqno').where('mc_seqno', '>=', 50).execute();
      expect(await mid.db.selectFrom('configs').select('mc_seqno').execute()).toEqual(expected);
    });

    it('holds every block and transaction of the full import from masterchain 50 on, row for row', async () => {
      for (const [table, key] of [
        ['blocks', 'root_hash'],
        ['transactions', 'hash'],
      ] as const) {
        const expected = await full.db.selectFrom(table).selectAll().where('mc_seqno', '>=', 50).execute();
        const got = await mid.db.selectFrom(table).selectAll().execute();
        expect(got.length, table).toBe(expected.length);
        expect(got.length).toBeGreaterThan(0);
        const fullRows = byKey(expected as Row[], key);
        for (const row of got as Row[]) expect(row, `${table} ${String(row[key])}`).toEqual(fullRows.get(String(row[key])));
      }
    });

    it('holds the messages of those transactions as the full import has them, less the links to transactions before the start', async () => {
      const transactions = new Set((await mid.db.selectFrom('transactions').select('hash').execute()).map((row) => row.hash));
      const expected = (await full.db.selectFrom('messages').selectAll().execute()).filter(
        (row) => transactions.has(row.src_transaction_hash ?? '') || transactions.has(row.dst_transaction_hash ?? ''),
      );
      const got = byKey((await mid.db.selectFrom('messages').selectAll().execute()) as Row[], 'hash');
      expect(got.size).toBe(expected.length);
      for (const row of expected) {
        const before = row.src_transaction_hash !== null && !transactions.has(row.src_transaction_hash);
        if (!before) {
          expect(got.get(row.hash), row.hash).toEqual(row);
          continue;
        }
        expect(got.get(row.hash)).toEqual({
          ...row,
          src_transaction_hash: null,
          src_transaction_lt: null,
          src_transaction_time: null,
          mc_seqno: got.get(row.hash)!.mc_seqno,
        });
      }
    });

    it('settles every account from the blocks’ state updates: each ends with the full import’s balance, state and code, none partial', async () => {
      const fullAccounts = byKey(
        (await full.db.selectFrom('accounts').selectAll().execute()).map((row) => ({ ...row, key: `${row.workchain}:${row.address}` })),
        'key',
      );
      const sinceStart = await full.db.selectFrom('transactions').select(['workchain', 'account']).distinct().where('mc_seqno', '>=', 50).execute();
      const accounts = await mid.db.selectFrom('accounts').selectAll().execute();
      expect(accounts.map((row) => `${row.workchain}:${row.address}`).sort()).toEqual(
        sinceStart.map((row) => `${row.workchain}:${row.account}`).sort(),
      );
      expect(accounts.filter((account) => account.created_at === null).length, 'accounts met already existing').toBeGreaterThan(0);
      for (const account of accounts) {
        const expected = fullAccounts.get(`${account.workchain}:${account.address}`)!;
        expect(account.balance_partial, account.address).toBe(false);
        expect({ balance: BigInt(account.balance), state: account.state, codeHash: account.code_hash }, account.address).toEqual({
          balance: BigInt(expected.balance as string),
          state: expected.state,
          codeHash: expected.code_hash,
        });
      }
      // A state update prunes the code and data an account did not change: it is no full state for account_states, whose
      // readers (the account page's code and data, the verifier) need one, so a settled account's state stays unknown.
      expect(await mid.db.selectFrom('account_states').select('address').execute()).toEqual([]);
    });

    it('refuses archives that hold only history before the start, and zerostates', async () => {
      const early = await cut('to-49.pack', 1, 49);
      await expect(importArchive(mid, [early])).rejects.toThrow(/#1\.\.#49, before this index's start at #50: backfilling earlier history/);
      await expect(importZerostates(mid, ZEROSTATES.map(readFixture), 'import')).rejects.toMatchObject({ code: 'before-start' });
    });
  });

  it('refuses archives that leave a hole after the start, naming the missing blocks', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await importArchive(database, [await cut('50-70.pack', 50, 70)]);
      const error = await importArchive(database, [await cut('from-80.pack', 80)]).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(IndexerError);
      expect((error as Error).message).toMatch(/^masterchain blocks #71\.\.#79 are missing from the archives, which hold #80\.\.#99/);
      expect(await readCheckpoint(database.db)).toMatchObject({ mcSeqno: 70, startMcSeqno: 50 });
    } finally {
      await database.close();
    }
  });

  it('starts at --from inside the archives, and refuses another start later', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const source = await ArchiveBlockSource.open([fixturePath(GENESIS_ARCHIVE)]);
      await runIndexer({ database, source, sourceName: 'archive', follow: false, from: 90 });
      expect(await readCheckpoint(database.db)).toMatchObject({ mcSeqno: 99, startMcSeqno: 90 });
      const blocks = await database.db.selectFrom('blocks').select('root_hash').execute();
      const expected = await full.db.selectFrom('blocks').select('root_hash').where('mc_seqno', '>=', 90).execute();
      expect(blocks.map((row) => row.root_hash).sort()).toEqual(expected.map((row) => row.root_hash).sort());
      await expect(runIndexer({ database, source, sourceName: 'archive', follow: false, from: 80 })).rejects.toMatchObject({ code: 'index-start' });
    } finally {
      await database.close();
    }
  });

  it('starts a GraphQL source at --from with exactly the blocks a full import has from there', async () => {
    const server = await startFakeQServer(loadArchiveChain());
    const database = await openTestDatabase('pglite');
    try {
      const source = new GqlBlockSource({ endpoint: server.url, pollIntervalMs: 5 });
      await runIndexer({ database, source, sourceName: 'gql', follow: false, from: 95 });
      expect(await readCheckpoint(database.db)).toMatchObject({ mcSeqno: 99, startMcSeqno: 95 });
      const blocks = await database.db.selectFrom('blocks').select('root_hash').execute();
      const expected = await full.db.selectFrom('blocks').select('root_hash').where('mc_seqno', '>=', 95).execute();
      expect(blocks.map((row) => row.root_hash).sort()).toEqual(expected.map((row) => row.root_hash).sort());
    } finally {
      await database.close();
      await server.close();
    }
  });

  it('cut at masterchain 3 with the masterchain state after block 2: masterchain accounts end with the full import’s balances, the config is the state’s from the start', async () => {
    const database = await openTestDatabase('pglite');
    try {
      await importArchive(database, [await cut('from-3.pack', 3)], await FileStateSource.open([fixturePath(STATE_AFTER_2)]));
      const expected = await full.db.selectFrom('accounts').select(['address', 'balance']).where('workchain', '=', -1).execute();
      const got = await database.db.selectFrom('accounts').select(['address', 'balance', 'balance_partial']).where('workchain', '=', -1).execute();
      expect(got.length).toBeGreaterThan(0);
      const balances = new Map(expected.map((row) => [row.address, BigInt(row.balance)]));
      for (const account of got) {
        expect(account.balance_partial, account.address).toBe(false);
        expect(BigInt(account.balance), account.address).toBe(balances.get(account.address));
      }
      const configs = await database.db.selectFrom('configs').select(['mc_seqno', 'block_root_hash']).orderBy('mc_seqno').execute();
      expect(configs[0]).toEqual({ mc_seqno: 3, block_root_hash: null });
      expect(await database.db.selectFrom('validator_sets').select('first_mc_seqno').execute()).toContainEqual({ first_mc_seqno: 3 });
    } finally {
      await database.close();
    }
  });
});
