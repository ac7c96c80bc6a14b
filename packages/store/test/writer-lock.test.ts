import { hostname } from 'node:os';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeWriterLock, WriterLockError, type WriterLock } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';

const onPostgres = testDatabaseKinds().includes('postgres');

describe.skipIf(!onPostgres)('the writer lock of a PostgreSQL index', () => {
  let index: TestDatabase;
  let other: TestDatabase;
  let third: TestDatabase;
  const held: WriterLock[] = [];
  beforeAll(async () => {
    index = await openTestDatabase('postgres');
    other = await openTestDatabase('postgres');
    third = await openTestDatabase('postgres');
  });
  afterAll(async () => {
    await Promise.all(held.map((lock) => lock.release()));
    await index?.close();
    await other?.close();
    await third?.close();
  });
  const take = async (url: string, command: string) => {
    const lock = await takeWriterLock(url, command);
    held.push(lock);
    return lock;
  };

  it('refuses a second writer at once, naming the first', async () => {
    const first = await take(index.url!, 'start');
    const refused = await takeWriterLock(index.url!, 'import').then(
      () => null,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(WriterLockError);
    const error = refused as WriterLockError;
    expect(error.code).toBe('writer-lock');
    expect(error.holder?.name).toBe(`tvmscan writer: start pid ${process.pid} on ${hostname()}`.slice(0, 63));
    expect(error.message).toMatch(
      new RegExp(
        `^the index on postgres://.+ is being written by another tvmscan writer \\(start pid ${process.pid} on .+, since \\d{4}-.+\\)\\. ` +
          'Stop it first, or point DATABASE_URL at another database or schema\\.$',
      ),
    );
    expect(error.message).not.toContain(':tvmscan@');
    await first.release();
    held.splice(held.indexOf(first), 1);
    await take(index.url!, 'import');
  });

  it('lets indexes in other schemas of the same database be written at once', async () => {
    await take(other.url!, 'index');
  });

  it('tells the holder when its connection ends, since the lock went with it', async () => {
    const lock = await take(third.url!, 'lost');
    const admin = new pg.Client({ connectionString: process.env['TVMSCAN_TEST_DATABASE_URL'] });
    await admin.connect();
    try {
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [
        `tvmscan writer: lost pid ${process.pid} on ${hostname()}`.slice(0, 63),
      ]);
    } finally {
      await admin.end();
    }
    const lost = await Promise.race([lock.lost, new Promise((done) => setTimeout(() => done(null), 10_000))]);
    expect(lost).toBeInstanceOf(Error);
  });
});
