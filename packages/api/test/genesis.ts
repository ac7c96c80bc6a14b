import { ArchiveBlockSource, importZerostates, runIndexer } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import type { DatabaseKind } from '@tvmscan/store';
import { fixturePath, readFixture } from '@tvmscan/tvm/testing';

export const GENESIS_ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
export const GENESIS_ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];

/** A fresh database holding the Everscale genesis: both zerostates and masterchain blocks 1..99 with their shards. */
export async function genesisDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const database = await openTestDatabase(kind);
  await importZerostates(database, GENESIS_ZEROSTATES.map(readFixture), 'import');
  const source = await ArchiveBlockSource.open([fixturePath(GENESIS_ARCHIVE)]);
  await runIndexer({ database, source, sourceName: 'archive', follow: false });
  return database;
}
