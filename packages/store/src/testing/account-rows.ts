import type { Insertable, Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { AccountsTable } from '../chain/chain-schema.js';

/** Writes account rows into a test database, as the indexer's account ledger would write them. */
export async function insertAccountRows(db: Kysely<ChainSchema>, rows: readonly Insertable<AccountsTable>[]): Promise<void> {
  await db
    .insertInto('accounts')
    .values([...rows])
    .execute();
}
