import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared real-chain fixtures: `TVMSCAN_FIXTURES`, else `../shared/fixtures` beside the repository. */
const fixturesDir = process.env.TVMSCAN_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');
const fixturesFound = existsSync(fixturesDir);

if (!fixturesFound && process.env.CI === 'true') {
  throw new Error(`fixtures not found: looked in ${fixturesDir} (set TVMSCAN_FIXTURES to their folder)`);
}

export function readFixture(rel: string): Uint8Array {
  const buffer = readFileSync(path.join(fixturesDir, rel));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** `describe` for tests that read fixtures: skipped, saying why, when the folder is missing outside CI. */
export function describeWithFixtures(name: string, body: () => void): void {
  const reason = `skipped: fixtures not found in ${fixturesDir} (set TVMSCAN_FIXTURES)`;
  describe.skipIf(!fixturesFound)(name, fixturesFound ? body : () => it(reason, () => {}));
}
