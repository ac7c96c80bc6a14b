import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** The output of the tvmscan processes of the last run (gitignored). */
export const logsDir = path.join(repoRoot, 'e2e/logs');
export const screenshotsDir = path.join(repoRoot, 'e2e/screenshots');
export const tvmscanBin = path.join(repoRoot, 'packages/cli/bin/tvmscan.js');

/** The shared real-chain fixtures: `TVMSCAN_FIXTURES`, else `../shared/fixtures` beside the repository. */
export const fixturesDir = process.env['TVMSCAN_FIXTURES'] ?? path.resolve(repoRoot, '../shared/fixtures');

/** The Everscale mainnet genesis: both zerostates and the archive of masterchain blocks 1..99. */
export const GENESIS_FILES = [
  'everscale/zerostate/mainnet-masterchain.boc',
  'everscale/zerostate/mainnet-workchain0.boc',
  'everscale/archive/mainnet-mc1-99.pack',
];

/**
 * The mid-chain stacks: the genesis archive from masterchain block 3 with the masterchain state after block 2 as the
 * state source (every account has its values), and from block 50 with none (accounts met already existing are partial).
 */
export const MIDCHAIN_START = 3;
export const MIDCHAIN_STATELESS_START = 50;
export const MIDCHAIN_STATE = 'everscale/states/mainnet-masterchain-state-2.boc';

export function genesisFixtures(): string[] | null {
  const files = GENESIS_FILES.map((file) => path.join(fixturesDir, file));
  return files.every((file) => existsSync(file)) ? files : null;
}
