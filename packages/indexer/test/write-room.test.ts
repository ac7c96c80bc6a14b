import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseStoppedError, readCheckpoint, type Database } from '@tvmscan/store';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { ArchiveBlockSource, IndexerError, importZerostates, runIndexer } from '@tvmscan/indexer';
import { describeWithFixtures, fixturePath, readFixture } from '@tvmscan/tvm/testing';
import { WriteRoom } from '../src/pipeline/write-room.js';

const ARCHIVE = 'everscale/archive/mainnet-mc1-99.pack';
const ZEROSTATES = ['everscale/zerostate/mainnet-masterchain.boc', 'everscale/zerostate/mainnet-workchain0.boc'];
/** More than any disk here has free. */
const PETABYTE = 2 ** 50;

describeWithFixtures('an embedded index whose disk has less room than it keeps free', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-room-'));
  let database: TestDatabase;
  let failure: unknown;
  beforeAll(async () => {
    database = await openTestDatabase('pglite', dataDir);
    await importZerostates(database, ZEROSTATES.map(readFixture), 'import');
    const source = await ArchiveBlockSource.open([fixturePath(ARCHIVE)]);
    failure = await runIndexer({ database, source, sourceName: 'archive', follow: false, groupBatches: 7, minFreeBytes: PETABYTE }).then(
      () => null,
      (error: unknown) => error,
    );
  }, 120_000);
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops the run before its first write, naming the folder, the space and the last block indexed', () => {
    expect(failure).toBeInstanceOf(IndexerError);
    expect((failure as IndexerError).code).toBe('disk-full');
    expect((failure as IndexerError).message).toMatch(
      new RegExp(
        `^no space left on device at ${join(dataDir, 'pglite')} \\(\\d+ MiB free, \\d+ MiB kept for the next write\\); ` +
          'free space and restart — the index is consistent up to masterchain #0$',
      ),
    );
  });

  it('writes nothing', async () => {
    expect((await readCheckpoint(database.db))?.mcSeqno ?? 0).toBe(0);
    expect(await database.db.selectFrom('blocks').select('root_hash').execute()).toEqual([]);
  });
});

describe('a write that fails for lack of space', () => {
  const server = { location: 'postgres://db.example/tvmscan' } as Database;
  const embedded = { location: '/data/pglite', folder: '/data/pglite' } as Database;

  it('is told as a full disk on PostgreSQL (SQLSTATE 53100), naming the server', () => {
    const error = Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: '53100' });
    const explained = new WriteRoom(server, 0).explain(error, 41) as IndexerError;
    expect(explained).toBeInstanceOf(IndexerError);
    expect(explained.code).toBe('disk-full');
    expect(explained.message).toBe(
      'no space left on device at the database server (postgres://db.example/tvmscan) (could not extend file "base/16384/16385": ' +
        'No space left on device); free space and restart — the index is consistent up to masterchain #41',
    );
    expect(explained.cause).toBe(error);
  });

  it('is told as a full disk when the embedded database stopped with little space left, and not otherwise', () => {
    const lowSpace = new DatabaseStoppedError('/data/pglite', 3 * 1024 * 1024, new Error('Aborted()'));
    const explained = new WriteRoom(embedded, 0).explain(lowSpace, 7) as IndexerError;
    expect(explained.code).toBe('disk-full');
    expect(explained.message).toMatch(/^no space left on device at \/data\/pglite \(3 MiB free; the embedded database stopped\); .* masterchain #7$/);
    const otherAbort = new DatabaseStoppedError('/data/pglite', undefined, new Error('Aborted()'));
    expect(new WriteRoom(embedded, 0).explain(otherAbort, 7)).toBe(otherAbort);
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(new WriteRoom(embedded, 0).explain(unique, 7)).toBe(unique);
  });
});
