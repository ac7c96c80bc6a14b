import { sql, type RawBuilder } from 'kysely';
import type { AccountRef } from './inputs.js';

/** `(workchain, address), …` for a row-value IN list. */
export function accountTuples(accounts: readonly AccountRef[]): RawBuilder<unknown> {
  return sql.join(accounts.map((account) => sql`(${account.workchain}::integer, ${account.address}::text)`));
}
