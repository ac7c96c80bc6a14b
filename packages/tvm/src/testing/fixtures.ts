import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The shared real-chain fixtures: `TVMSCAN_FIXTURES`, else `../shared/fixtures` beside the repository. */
export const fixturesDir = process.env.TVMSCAN_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');

const fixturesFound = existsSync(fixturesDir);

if (!fixturesFound && process.env.CI === 'true') {
  throw new Error(`fixtures not found: looked in ${fixturesDir} (set TVMSCAN_FIXTURES to their folder)`);
}

export function fixturePath(rel: string): string {
  return path.join(fixturesDir, rel);
}

export function readFixture(rel: string): Uint8Array {
  const buffer = readFileSync(fixturePath(rel));
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

/** Every fixture file as a sorted path relative to `fixturesDir`, with `/` separators. */
export function listFixtures(): string[] {
  return readdirSync(fixturesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(fixturesDir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * `describe` for tests that read fixtures: when the folder is missing outside CI it is skipped,
 * saying why, and `body` is not run (suites read fixtures while collecting their tests).
 */
export function describeWithFixtures(name: string, body: () => void): void {
  const reason = `skipped: fixtures not found in ${fixturesDir} (set TVMSCAN_FIXTURES)`;
  describe.skipIf(!fixturesFound)(name, fixturesFound ? body : () => it(reason, () => {}));
}
