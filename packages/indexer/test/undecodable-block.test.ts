import { afterAll, beforeAll, expect, it } from 'vitest';
import { readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { Builder, writeBoc } from '@tvmscan/tvm';
import { ArchiveBlockSource, BlockDecodeError, importZerostates, runIndexer, type BlockSource } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';

const ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
const GROUP = 5;
const BROKEN_MC_SEQNO = 12;

/** The archive, with masterchain block #12 replaced by a well-formed BOC that is no block. */
function withBrokenBlock(source: BlockSource): BlockSource {
  const notABlock = writeBoc(new Builder().storeUint(0xdeadbeef, 32).endCell());
  return {
    async *batches(after, options) {
      for await (const batch of source.batches(after, options)) {
        yield batch.seqno === BROKEN_MC_SEQNO ? { ...batch, masterchain: { boc: notABlock } } : batch;
      }
    },
  };
}

describeWithFixtures('a block that does not decode, prepared in the worker thread', () => {
  let database: TestDatabase;
  let failure: unknown;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
    const source = withBrokenBlock(await ArchiveBlockSource.open([fixturePath(ARCHIVE)]));
    failure = await runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: GROUP }).then(
      () => null,
      (error: unknown) => error,
    );
  });
  afterAll(async () => {
    await database.close();
  });

  it('stops the run with a BlockDecodeError saying what does not decode', () => {
    expect(failure).toBeInstanceOf(BlockDecodeError);
    expect((failure as Error).message).toMatch(/^a block of \d+ bytes does not decode: /);
  });

  it('keeps the groups before the block and writes nothing of its group', async () => {
    expect((await readCheckpoint(database.db))?.mcSeqno).toBe(10);
    const last = await database.db.selectFrom('blocks').select(({ fn }) => fn.max('mc_seqno').as('last')).executeTakeFirstOrThrow();
    expect(last.last).toBe(10);
  });
});
