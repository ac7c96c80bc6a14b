import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChainSchema } from '../../src/schema.js';
import { fixedStatement, FixedStatementError } from '../../src/sql/fixed-statement.js';
import { BACKENDS, openTestDatabase, type TestDatabase } from '../support/test-database.js';

describe.each(BACKENDS)('fixed statements on %s', (backend) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase(backend);
    await database.db.insertInto('checkpoint').values({ id: 1, mc_seqno: 7, source: 'test' }).execute();
  });
  afterAll(async () => database.close());

  it('sends each call its own values with the statement compiled on the first', async () => {
    const sum = fixedStatement((db: Kysely<ChainSchema>, a: number, b: number) =>
      db.selectNoFrom(sql<number>`${a}::integer + ${b}::integer`.as('sum')),
    );
    expect(await sum(database.db, 1, 2)).toEqual([{ sum: 3 }]);
    expect(await sum(database.db, 40, 2)).toEqual([{ sum: 42 }]);
    const checkpoint = fixedStatement((db: Kysely<ChainSchema>, id: number) => db.selectFrom('checkpoint').select('mc_seqno').where('id', '=', id));
    expect(await checkpoint(database.db, 1)).toEqual([{ mc_seqno: 7 }]);
    expect(await checkpoint(database.db, 2)).toEqual([]);
  });

  it('refuses a statement whose parameters are not exactly its values in order', async () => {
    const withLimit = fixedStatement((db: Kysely<ChainSchema>, id: number) =>
      db.selectFrom('checkpoint').select('mc_seqno').where('id', '=', id).limit(1),
    );
    await expect(withLimit(database.db, 1)).rejects.toBeInstanceOf(FixedStatementError);
    const swapped = fixedStatement((db: Kysely<ChainSchema>, a: number, b: number) =>
      db.selectNoFrom(sql<number>`${b}::integer - ${a}::integer`.as('difference')),
    );
    await expect(swapped(database.db, 1, 2)).rejects.toThrow(/not its 2 values in order/);
  });
});
