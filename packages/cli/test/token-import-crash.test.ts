import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportArchive } from '@tvmscan/devnet';
import { testDatabaseKinds } from '@tvmscan/store/testing';
import { expectKillsChangeNothing, type ImportTarget } from './import-kills.js';

const KILLS = 20;
/** The token, NFT, trace and action tables derived with the chain rows: the chain checksum covers them, each must hold rows. */
const DERIVED_TABLES = [
  'token_roots',
  'token_wallets',
  'token_transactions',
  'token_stats_daily',
  'nft_collections',
  'nft_items',
  'nft_events',
  'nft_indexes',
  'multi_token_collections',
  'multi_tokens',
  'multi_token_wallets',
  'traces',
  'actions',
  'action_accounts',
];

describe('tvmscan import of a token- and NFT-heavy devnet chain killed with SIGKILL at random moments', () => {
  const dir = mkdtempSync(join(tmpdir(), 'tvmscan-token-crash-'));
  const targets: ImportTarget[] = [];
  let files: string[] = [];

  beforeAll(async () => {
    const file = join(dir, 'tokens.pack');
    const exported = await exportArchive({ file, transactions: 1_500, seed: 'token-crash', workload: 'tokens', activitiesPerBlock: 30 });
    files = [...exported.zerostateFiles, file];
  }, 300_000);
  afterAll(async () => {
    await Promise.all(targets.map((target) => target.close()));
    rmSync(dir, { recursive: true, force: true });
  });

  describe.each(testDatabaseKinds())('on %s', (kind) => {
    it(
      `resumes after ${KILLS} kills to exactly the token, NFT, trace and action tables of an uninterrupted import`,
      { timeout: 900_000 },
      async () => {
        const checksum = await expectKillsChangeNothing(kind, files, KILLS, targets);
        for (const table of DERIVED_TABLES) expect(Number(checksum[table]!.split(':')[0]), `${table} rows`).toBeGreaterThan(0);
      },
    );
  });
});
