import { afterAll, describe, it } from 'vitest';
import { testDatabaseKinds } from '@tvmscan/store/testing';
import { describeWithFixtures, fixturePath } from '@tvmscan/tvm/testing';
import { expectKillsChangeNothing, type ImportTarget } from './import-kills.js';

const FILES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc', 'everscale/archive/mainnet-mc1-99.pack'];
const KILLS = 20;

describeWithFixtures('tvmscan import killed with SIGKILL at random moments', () => {
  const targets: ImportTarget[] = [];
  afterAll(async () => {
    await Promise.all(targets.map((t) => t.close()));
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    it(`resumes after ${KILLS} kills to exactly the rows of an uninterrupted import`, { timeout: 600_000 }, async () => {
      await expectKillsChangeNothing(kind, FILES.map(fixturePath), KILLS, targets);
    });
  });
});
