import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The product specification: `TVMSCAN_SPEC`, else `../shared/spec` beside the repository (as the fixtures). */
export const specDir = process.env.TVMSCAN_SPEC ?? path.resolve(repoRoot, '../shared/spec');

const specFound = existsSync(specDir);

if (!specFound && process.env.CI === 'true') {
  throw new Error(`specification not found: looked in ${specDir} (set TVMSCAN_SPEC to its folder)`);
}

/** The text of the specification document numbered `number` (`000_….txt`). */
export function readSpec(number: string): string {
  const name = readdirSync(specDir).find((file) => file.startsWith(`${number}_`) && file.endsWith('.txt'));
  if (name === undefined) throw new Error(`no specification document ${number}_*.txt in ${specDir}`);
  return readFileSync(path.join(specDir, name), 'utf8');
}

/** `describe` for tests that read the specification: skipped, saying why, when it is missing outside CI. */
export function describeWithSpec(name: string, body: () => void): void {
  const reason = `skipped: specification not found in ${specDir} (set TVMSCAN_SPEC)`;
  describe.skipIf(!specFound)(name, specFound ? body : () => it(reason, () => {}));
}
