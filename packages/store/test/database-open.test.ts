import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseOpenError, openDatabase } from '@tvmscan/store';

const root = mkdtempSync(join(tmpdir(), 'tvmscan-open-'));
const good = join(root, 'good');
afterAll(() => rmSync(root, { recursive: true, force: true }));

beforeAll(async () => {
  const database = await openDatabase({ dataDir: good });
  await database.close();
}, 60_000);

/** A copy of a working data folder with its embedded database damaged by `damage`. */
function damagedCopy(name: string, damage: (pglite: string) => void): string {
  const dir = join(root, name);
  cpSync(good, dir, { recursive: true });
  damage(join(dir, 'pglite'));
  return dir;
}

async function openingError(dataDir: string): Promise<DatabaseOpenError> {
  const error = await openDatabase({ dataDir }).then(
    async (database) => {
      await database.close();
      throw new Error(`${dataDir} opened`);
    },
    (error: unknown) => error,
  );
  expect(error).toBeInstanceOf(DatabaseOpenError);
  return error as DatabaseOpenError;
}

describe('an embedded database folder that cannot be opened', () => {
  it('is named, with what to do, when its control file is damaged', async () => {
    const dir = damagedCopy('control', (pglite) => writeFileSync(join(pglite, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)));
    const error = await openingError(dir);
    expect(error.message).toMatch(
      new RegExp(
        `^the embedded database in ${join(dir, 'pglite')} cannot be opened \\(.+\\)\\. It must be a folder this user can write to; if it is damaged, move it away and index again`,
      ),
    );
  }, 60_000);

  it('is named when its PG_VERSION is damaged', async () => {
    const dir = damagedCopy('version', (pglite) => writeFileSync(join(pglite, 'PG_VERSION'), 'garbage\n'));
    expect((await openingError(dir)).message).toContain(`the embedded database in ${join(dir, 'pglite')} cannot be opened`);
  }, 60_000);

  it('says so when a file stands where its folder should be', async () => {
    const dir = join(root, 'file');
    mkdirSync(dir);
    writeFileSync(join(dir, 'pglite'), 'not a database');
    expect((await openingError(dir)).message).toBe(
      `${join(dir, 'pglite')} should be the embedded database's folder but is a file: move it away, or pass another --data`,
    );
  });
});
