import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const fixturesDir = process.env.TVMSCAN_FIXTURES ?? path.resolve(repoRoot, '../shared/fixtures');

export function requireFixtures(): void {
  if (!existsSync(fixturesDir)) {
    console.error(`The fixtures are not at ${fixturesDir}; set TVMSCAN_FIXTURES to their folder.`);
    process.exit(1);
  }
}

export function fixtureFiles(): string[] {
  return readdirSync(fixturesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

export function readBytes(file: string): Uint8Array {
  const buffer = readFileSync(file);
  return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
}

export const resultsDir = path.join(repoRoot, 'bench', 'results');
