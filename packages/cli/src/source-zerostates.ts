import { importZerostates, type BlockSource } from '@tvmscan/indexer';
import { readCheckpoint, type Database } from '@tvmscan/store';

/** A source that starts from zerostates (the devnet) gives them to an empty index first. */
export async function importSourceZerostates(database: Database, source: BlockSource): Promise<void> {
  if (!source.zerostates || (await readCheckpoint(database.db)) !== null) return;
  const summary = await importZerostates(database, await source.zerostates(), 'zerostate');
  console.error(`zerostates: ${summary.accounts} accounts imported`);
}
