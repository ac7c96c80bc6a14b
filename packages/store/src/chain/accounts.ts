import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema, Writer } from '../schema.js';
import type { AccountStatesTable, AccountsTable } from './chain-schema.js';
import { chunkRows } from '../sql/insert-rows.js';

export type AccountRow = Selectable<AccountsTable>;
export type AccountInsert = Insertable<AccountsTable>;
export type AccountStateRow = Insertable<AccountStatesTable>;

export interface AccountKey {
  readonly workchain: number;
  readonly address: string;
}

/** The stored rows of the given accounts (those that exist): one `address = ANY(array)` lookup per workchain. */
export async function loadAccounts(db: Kysely<ChainSchema>, keys: readonly AccountKey[]): Promise<AccountRow[]> {
  const byWorkchain = new Map<number, string[]>();
  for (const key of keys) byWorkchain.set(key.workchain, [...(byWorkchain.get(key.workchain) ?? []), key.address]);
  const found: AccountRow[] = [];
  for (const [workchain, addresses] of byWorkchain) {
    const rows = await db
      .selectFrom('accounts')
      .selectAll()
      .where('workchain', '=', workchain)
      .where(sql<boolean>`address = ANY(${`{${addresses.join(',')}}`}::text[])`)
      .execute();
    found.push(...rows);
  }
  return found;
}

/** Writes the accounts' latest values, replacing what was stored. */
export async function upsertAccounts(trx: Writer, rows: readonly AccountInsert[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('accounts')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['workchain', 'address']).doUpdateSet((eb) => ({
          balance: eb.ref('excluded.balance'),
          state: eb.ref('excluded.state'),
          code_hash: eb.ref('excluded.code_hash'),
          creator_workchain: eb.ref('excluded.creator_workchain'),
          creator_address: eb.ref('excluded.creator_address'),
          created_at: eb.ref('excluded.created_at'),
          updated_at: eb.ref('excluded.updated_at'),
          last_trans_lt: eb.ref('excluded.last_trans_lt'),
          last_trans_hash: eb.ref('excluded.last_trans_hash'),
          balance_partial: eb.ref('excluded.balance_partial'),
        })),
      )
      .execute();
  }
}

/** Stores full account states (from a state source or a state file), replacing older ones. */
export async function upsertAccountStates(trx: Writer, rows: readonly AccountStateRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('account_states')
      .values(chunk)
      .onConflict((oc) =>
        oc.columns(['workchain', 'address']).doUpdateSet((eb) => ({
          last_trans_lt: eb.ref('excluded.last_trans_lt'),
          boc: eb.ref('excluded.boc'),
          fetched_at: eb.ref('excluded.fetched_at'),
        })),
      )
      .execute();
  }
}
