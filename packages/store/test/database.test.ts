import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chainChecksum, listMigrations, migrate, readCheckpoint } from '@tvmscan/store';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';

describe.each(testDatabaseKinds())('the store on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => {
    await database.close();
  });

  it('applies every migration once; running migrate again applies none', async () => {
    const applied = await sql<{ version: number }>`SELECT version FROM schema_migrations ORDER BY version`.execute(database.db);
    expect(applied.rows.map((row) => row.version)).toEqual(listMigrations().map((migration) => migration.version));
    expect(await migrate(database.db)).toEqual([]);
  });

  it('keeps logical times beyond 2^53 and coins beyond 2^64 exact', async () => {
    const lt = 2n ** 63n - 1n;
    const coins = 2n ** 120n - 1n;
    await database.db
      .insertInto('accounts')
      .values({ workchain: 0, address: 'ab'.repeat(32), balance: coins, state: 'Active', last_trans_lt: lt })
      .execute();
    const row = await database.db.selectFrom('accounts').selectAll().where('address', '=', 'ab'.repeat(32)).executeTakeFirstOrThrow();
    expect(row.last_trans_lt).toBe(lt);
    expect(row.balance).toBe(coins.toString());
  });

  it('has no checkpoint until something is indexed, and the checksum changes with the rows', async () => {
    expect(await readCheckpoint(database.db)).toBeNull();
    const before = await chainChecksum(database.db);
    await database.db.insertInto('checkpoint').values({ id: 1, mc_seqno: 7, source: 'test' }).execute();
    expect(await readCheckpoint(database.db)).toEqual({ mcSeqno: 7, source: 'test', startMcSeqno: 0 });
    const after = await chainChecksum(database.db);
    expect(after['checkpoint']).not.toBe(before['checkpoint']);
    expect(after['accounts']).toBe(before['accounts']);
  });
});
