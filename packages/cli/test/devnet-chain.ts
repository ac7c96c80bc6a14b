import type { Devnet, ManualClock } from '@tvmscan/devnet';
import { importZerostates, runIndexer, withGetMethods } from '@tvmscan/indexer';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';

/**
 * Steps the devnet a block interval at a time until `done` (at most `maxSteps` steps), then, without new work, until
 * every message in flight has landed and been sealed.
 */
export function runWorkloadAndSettle(devnet: Devnet, clock: ManualClock, done: () => boolean, maxSteps: number): void {
  const step = () => {
    clock.advance(devnet.intervalMs);
    devnet.step();
  };
  for (let steps = 0; steps < maxSteps && !done(); steps++) step();
  devnet.setWorkload(null);
  while (devnet.pendingMessages > 0 || devnet.executedTransactions > devnet.sealedTransactions) step();
}

/** A PGlite database holding the devnet's chain: its zerostates, then its blocks indexed with its get-methods as the state source. */
export async function indexedDevnet(devnet: Devnet): Promise<TestDatabase> {
  const database = await openTestDatabase('pglite');
  await importZerostates(database, await devnet.zerostates(), 'zerostate');
  await runIndexer({ database, source: devnet, stateSource: withGetMethods(devnet), sourceName: 'devnet', follow: false });
  return database;
}
