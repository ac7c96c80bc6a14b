import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { cutGenesisArchive } from '@tvmscan/indexer/testing';
import { testDatabaseKinds } from '@tvmscan/store/testing';
import { describeWithFixtures } from '@tvmscan/tvm/testing';
import { expectKillsChangeNothing, type ImportTarget } from './import-kills.js';

const KILLS = 20;
/** PostgreSQL where the tests have one (a killed run restarts in a fraction of the embedded database's start-up), else PGlite. */
const KIND = testDatabaseKinds().includes('postgres') ? 'postgres' : 'pglite';

describeWithFixtures('a mid-chain tvmscan import killed with SIGKILL at random moments', () => {
  const targets: ImportTarget[] = [];
  let dir: string;
  let archive: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'midchain-crash-'));
    archive = join(dir, 'from-70.pack');
    await writeFile(archive, cutGenesisArchive(70));
  });
  afterAll(async () => {
    await Promise.all(targets.map((target) => target.close()));
    await rm(dir, { recursive: true, force: true });
  });

  it(
    `resumes after ${KILLS} kills on ${KIND} to exactly the rows of an uninterrupted import (start, and accounts met mid-chain settled from the blocks' state updates included)`,
    { timeout: 300_000 },
    async () => {
      const checksum = await expectKillsChangeNothing(KIND, [archive], KILLS, targets);
      expect(checksum['checkpoint']).toMatch(/^1:/);
    },
  );
});
