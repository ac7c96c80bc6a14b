import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockShardDescriptions,
  blockTransactions,
  decodeAccount,
  decodeBlock,
  decodeShardAccounts,
  decodeShardState,
  decodeTransaction,
  readArchive,
  readBocSingle,
  transactionBalanceChange,
} from '@tvmscan/tvm';
import { chainChecksum } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { ArchiveBlockSource, importZerostates, runIndexer } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];

interface ArchiveFacts {
  blockRootHashes: Set<string>;
  masterchainTops: Map<number, Set<string>>;
  transactions: Map<string, { inMsg: string | null; outMsgs: string[] }>;
  balances: Map<string, bigint>;
}

/** What the fixture files say, read with the codec alone (no index involved). */
function archiveFacts(): ArchiveFacts {
  const blockRootHashes = new Set<string>();
  const masterchainTops = new Map<number, Set<string>>();
  const transactions = new Map<string, { inMsg: string | null; outMsgs: string[] }>();
  const balances = new Map<string, bigint>();
  for (const file of ZEROSTATES) {
    const state = decodeShardState(readBocSingle(readFixture(file)));
    if (state.kind !== 'unsplit') throw new Error('split zerostate');
    for (const { key, value } of decodeShardAccounts(state.state.accounts).entries) {
      const account = decodeAccount(value.account);
      balances.set(`${state.state.shard.workchain}:${key.toString(16).padStart(64, '0')}`, account?.storage.balance.coins ?? 0n);
    }
  }
  for (const entry of readArchive(readFixture(ARCHIVE))) {
    if (entry.kind !== 'block') continue;
    blockRootHashes.add(entry.id.rootHash);
    const block = decodeBlock(readBocSingle(entry.data));
    if (entry.id.workchain === -1) {
      masterchainTops.set(entry.id.seqno, new Set(blockShardDescriptions(block).map(({ descr }) => descr.rootHash)));
    }
    for (const { cell } of blockTransactions(block)) {
      const tx = decodeTransaction(cell);
      transactions.set(cell.hashHex(0), { inMsg: tx.inMsg?.hash ?? null, outMsgs: tx.outMsgs.map((ref) => ref.hash) });
      const key = `${entry.id.workchain}:${tx.accountAddr}`;
      balances.set(key, (balances.get(key) ?? 0n) + transactionBalanceChange(tx));
    }
  }
  return { blockRootHashes, masterchainTops, transactions, balances };
}

async function importGenesis(database: TestDatabase, signal?: AbortSignal) {
  await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
  const source = await ArchiveBlockSource.open([fixturePath(ARCHIVE)]);
  return runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: 7, ...(signal ? { signal } : {}) });
}

describeWithFixtures('importing the Everscale genesis archive', () => {
  const facts = archiveFacts();

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await importGenesis(database);
    });
    afterAll(async () => {
      await database.close();
    });

    it('stores masterchain blocks 1..99 and every shard block of the archive', async () => {
      const blocks = await database.db.selectFrom('blocks').select(['root_hash', 'workchain', 'seqno']).execute();
      expect(new Set(blocks.map((block) => block.root_hash))).toEqual(facts.blockRootHashes);
      const masterchain = blocks.filter((block) => block.workchain === -1).map((block) => block.seqno);
      expect(masterchain.sort((a, b) => a - b)).toEqual(Array.from({ length: 99 }, (_, index) => index + 1));
    });

    it('attaches each shard block to the first masterchain block that names it as a shard top (the zerostate aside)', async () => {
      const rows = await database.db.selectFrom('blocks').select(['root_hash', 'mc_seqno']).where('workchain', '=', 0).execute();
      const attachedTo = new Map(rows.map((row) => [row.root_hash, row.mc_seqno]));
      for (const [seqno, tops] of facts.masterchainTops) {
        const previous = facts.masterchainTops.get(seqno - 1) ?? new Set();
        for (const top of tops) {
          if (!facts.blockRootHashes.has(top)) continue;
          if (!previous.has(top)) expect(attachedTo.get(top), `shard top ${top} of masterchain #${seqno}`).toBe(seqno);
          else expect(attachedTo.get(top)).toBeLessThan(seqno);
        }
      }
    });

    it('stores the 763 transactions, each message linked to the transactions that created and consumed it', async () => {
      const hashes = await database.db.selectFrom('transactions').select('hash').execute();
      expect(hashes).toHaveLength(763);
      expect(new Set(hashes.map((row) => row.hash))).toEqual(new Set(facts.transactions.keys()));
      const messages = await database.db.selectFrom('messages').select(['hash', 'src_transaction_hash', 'dst_transaction_hash']).execute();
      const byHash = new Map(messages.map((message) => [message.hash, message]));
      for (const [hash, tx] of facts.transactions) {
        if (tx.inMsg) expect(byHash.get(tx.inMsg)?.dst_transaction_hash).toBe(hash);
        for (const out of tx.outMsgs) expect(byHash.get(out)?.src_transaction_hash).toBe(hash);
      }
      const linkedBothWays = messages.filter((message) => message.src_transaction_hash && message.dst_transaction_hash);
      expect(linkedBothWays.length).toBeGreaterThan(0);
    });

    it('leaves every balance non-negative and equal to the zerostate balance plus its transactions’ changes', async () => {
      const accounts = await database.db.selectFrom('accounts').select(['workchain', 'address', 'balance']).execute();
      expect(accounts).toHaveLength(facts.balances.size);
      for (const account of accounts) {
        const key = `${account.workchain}:${account.address}`;
        expect(BigInt(account.balance), key).toBe(facts.balances.get(key));
        expect(BigInt(account.balance)).toBeGreaterThanOrEqual(0n);
      }
    });

    it('records the key block config of the zerostate and its validator set', async () => {
      const configs = await database.db.selectFrom('configs').select(['mc_seqno', 'config_address']).execute();
      expect(configs).toEqual([{ mc_seqno: 0, config_address: '5'.repeat(64) }]);
      const sets = await database.db.selectFrom('validator_sets').selectAll().execute();
      expect(sets.length).toBeGreaterThan(0);
      expect(sets[0]!.total).toBe(sets[0]!.validators.length);
    });

    it('counts transactions in the stats buckets and the totals', async () => {
      const sums = await sql<{ period: number; transactions: bigint }>`
        SELECT period, sum(transactions)::bigint AS transactions FROM stats_buckets GROUP BY period ORDER BY period`.execute(database.db);
      expect(sums.rows.map((row) => row.transactions)).toEqual([763n, 763n, 763n]);
      const totals = await database.db.selectFrom('chain_totals').selectAll().executeTakeFirstOrThrow();
      expect(totals).toMatchObject({ transactions: 763n, latest_mc_seqno: 99, accounts: BigInt(facts.balances.size) });
    });

    it('puts each transaction in the trace of the transaction that sent its inbound message, else in its own', async () => {
      const creators = new Map<string, string>();
      for (const [hash, transaction] of facts.transactions) for (const message of transaction.outMsgs) creators.set(message, hash);
      const rootOf = (hash: string): string => {
        const inMsg = facts.transactions.get(hash)!.inMsg;
        const creator = inMsg === null ? undefined : creators.get(inMsg);
        return creator === undefined ? hash : rootOf(creator);
      };
      const rows = await database.db.selectFrom('transactions').select(['hash', 'trace_id']).execute();
      expect(new Map(rows.map((row) => [row.hash, row.trace_id]))).toEqual(
        new Map([...facts.transactions.keys()].map((hash) => [hash, rootOf(hash)])),
      );
      const traces = await database.db.selectFrom('traces').select(['trace_id', 'transaction_count', 'complete']).execute();
      expect(traces.reduce((sum, trace) => sum + trace.transaction_count, 0)).toBe(763);
      expect(new Set(traces.map((trace) => trace.trace_id))).toEqual(new Set(rows.map((row) => row.trace_id)));
    });

    it('gives the same traces and actions written three masterchain blocks at a time', { timeout: 240_000 }, async () => {
      const inThrees = await openTestDatabase(kind);
      try {
        await importZerostates(inThrees, ZEROSTATES.map(readFixture), 'import');
        const source = await ArchiveBlockSource.open([fixturePath(ARCHIVE)]);
        await runIndexer({ database: inThrees, source, sourceName: 'archive', follow: false, groupBatches: 3 });
        const [cut, whole] = [await chainChecksum(inThrees.db), await chainChecksum(database.db)];
        const traceTables = ['transactions', 'traces', 'actions', 'action_accounts'] as const;
        expect(traceTables.map((table) => cut[table])).toEqual(traceTables.map((table) => whole[table]));
      } finally {
        await inThrees.close();
      }
    });

    it('resumes an interrupted import to the same database as an uninterrupted one', async () => {
      const interrupted = await openTestDatabase(kind);
      try {
        const controller = new AbortController();
        await importZerostates(interrupted, ZEROSTATES.map(readFixture), 'import');
        const source = await ArchiveBlockSource.open([fixturePath(ARCHIVE)]);
        const first = await runIndexer({
          database: interrupted,
          source,
          sourceName: 'archive',
          follow: false,
          groupBatches: 7,
          signal: controller.signal,
          onProgress: (progress) => {
            if (progress.mcSeqno >= 40) controller.abort();
          },
        });
        expect(first.mcSeqno).toBeLessThan(99);
        const second = await importGenesis(interrupted);
        expect(second.mcSeqno).toBe(99);
        expect(await chainChecksum(interrupted.db)).toEqual(await chainChecksum(database.db));
      } finally {
        await interrupted.close();
      }
    });
  });
});

describeWithFixtures('importing the Tycho archives', () => {
  it('gives masterchain 1..300 without a gap, whatever order the files come in', async () => {
    const database = await openTestDatabase('pglite');
    try {
      const files = ['tycho/archive/archive_3.bin', 'tycho/archive/archive_1.bin', 'tycho/archive/archive_2.bin'].map(fixturePath);
      const result = await runIndexer({ database, source: await ArchiveBlockSource.open(files), sourceName: 'archive', follow: false });
      expect(result.mcSeqno).toBe(300);
      const seqnos = await database.db.selectFrom('blocks').select('seqno').where('workchain', '=', -1).orderBy('seqno').execute();
      expect(seqnos.map((row) => row.seqno)).toEqual(Array.from({ length: 300 }, (_, index) => index + 1));
    } finally {
      await database.close();
    }
  });
});
