import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { ArchiveBlockSource, importZerostates, runIndexer } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
/** Groups of 7 masterchain blocks: the third (15..21) holds block 20, whose shard description is planted. */
const GROUP = 7;
const PLANTED_MC_SEQNO = 20;

describeWithFixtures('a write that fails while the next group is derived', () => {
  describe.each(testDatabaseKinds())('on %s', (kind) => {
    let database: TestDatabase;
    let failure: unknown;
    beforeAll(async () => {
      database = await openTestDatabase(kind);
      await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
      await database.db
        .insertInto('shard_descriptions')
        .values({
          mc_seqno: PLANTED_MC_SEQNO,
          workchain: 0,
          shard: '8000000000000000',
          seqno: 0,
          root_hash: '0'.repeat(64),
          file_hash: '0'.repeat(64),
          reg_mc_seqno: 0,
          start_lt: 0n,
          end_lt: 0n,
          gen_utime: 0,
          min_ref_mc_seqno: 0,
          before_split: false,
          before_merge: false,
          want_split: false,
          want_merge: false,
          fees_collected: 0n,
          funds_created: 0n,
        })
        .execute();
      const source = await ArchiveBlockSource.open([fixturePath(ARCHIVE)]);
      failure = await runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: GROUP }).then(
        () => null,
        (error: unknown) => error,
      );
    });
    afterAll(async () => {
      await database.close();
    });

    it('stops the run with the database error', () => {
      expect(failure).toBeInstanceOf(Error);
    });

    it('keeps the groups written before and the checkpoint after them', async () => {
      expect((await readCheckpoint(database.db))?.mcSeqno).toBe(2 * GROUP);
      const blocks = await database.db
        .selectFrom('blocks')
        .select(({ fn }) => fn.max('mc_seqno').as('last'))
        .executeTakeFirstOrThrow();
      expect(blocks.last).toBe(2 * GROUP);
    });

    it('writes nothing of the failed group nor of any group after it', async () => {
      const transactions = await database.db
        .selectFrom('transactions')
        .select(({ fn }) => fn.countAll<bigint>().as('count'))
        .where('mc_seqno', '>', 2 * GROUP)
        .executeTakeFirstOrThrow();
      expect(BigInt(transactions.count)).toBe(0n);
      const descriptions = await database.db
        .selectFrom('shard_descriptions')
        .select('mc_seqno')
        .where('mc_seqno', '>', 2 * GROUP)
        .execute();
      expect(descriptions.map((row) => row.mc_seqno)).toEqual([PLANTED_MC_SEQNO]);
    });
  });
});
