import type { Insertable } from 'kysely';
import type { ValidatorSetsTable } from './chain-schema.js';
import type { Writer } from '../schema.js';

export type ValidatorSetRow = Insertable<ValidatorSetsTable>;

/** Records validator sets; a set already seen (same utime_since) keeps the key block that first named it. */
export async function insertValidatorSets(trx: Writer, rows: readonly ValidatorSetRow[]): Promise<void> {
  if (rows.length === 0) return;
  await trx
    .insertInto('validator_sets')
    .values(rows)
    .onConflict((oc) => oc.column('utime_since').doNothing())
    .execute();
}
