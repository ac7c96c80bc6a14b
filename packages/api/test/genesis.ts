import { ArchiveBlockSource, importZerostates, runIndexer, type BlockSource } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { Database, DatabaseKind } from '@tvmscan/store';
import { fixturePath, readFixture } from '@tvmscan/tvm/testing';

export const GENESIS_ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
export const GENESIS_ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];

/** A fresh database holding the Everscale genesis: both zerostates and masterchain blocks 1..99 with their shards. */
export async function genesisDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await indexGenesis(database);
  return database;
}

/** Indexes the Everscale genesis (both zerostates and masterchain blocks 1..99) into a migrated database. */
export async function indexGenesis(database: Database): Promise<void> {
  await importZerostates(database, GENESIS_ZEROSTATES.map(readFixture), 'import');
  await indexGenesisBlocks(database);
}

/** Indexes the genesis archive's masterchain blocks after the index's checkpoint, up to `lastSeqno` (99, its last, by default). */
export async function indexGenesisBlocks(database: Database, lastSeqno = 99): Promise<void> {
  const archive = await ArchiveBlockSource.open([fixturePath(GENESIS_ARCHIVE)]);
  const source: BlockSource = {
    async *batches(afterSeqno, options) {
      for await (const batch of archive.batches(afterSeqno, options)) {
        if (batch.seqno > lastSeqno) return;
        yield batch;
      }
    },
  };
  await runIndexer({ database, source, sourceName: 'archive', follow: false });
}
