import type { Kysely, Selectable } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { ElectionsTable, ValidatorSetsTable } from '../chain-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { integerInput } from '../../sql/inputs.js';

export type ValidatorSetRecord = Selectable<ValidatorSetsTable>;
export type ElectionRecord = Selectable<ElectionsTable>;

/** The most sets or elections one call returns. */
const MAX_HISTORY = 100;

/** The set that took (or takes) over at `utimeSince` — the API finds it from config params 32, 34 and 36. */
export async function validatorSetBySince(db: Kysely<ChainSchema>, utimeSince: bigint | number): Promise<ValidatorSetRecord | undefined> {
  return db.selectFrom('validator_sets').selectAll().where('utime_since', '=', integerInput('utimeSince', utimeSince)).executeTakeFirst();
}

/** The latest validator sets, newest first. */
export async function latestValidatorSets(db: Kysely<ChainSchema>, count: number): Promise<ValidatorSetRecord[]> {
  return db.selectFrom('validator_sets').selectAll().orderBy('utime_since', 'desc').limit(historyInput(count)).execute();
}

export async function electionById(db: Kysely<ChainSchema>, electionId: bigint | number): Promise<ElectionRecord | undefined> {
  return db.selectFrom('elections').selectAll().where('election_id', '=', integerInput('electionId', electionId)).executeTakeFirst();
}

/** The latest elections, newest first (the first one is the current or last election). */
export async function latestElections(db: Kysely<ChainSchema>, count: number): Promise<ElectionRecord[]> {
  return db.selectFrom('elections').selectAll().orderBy('election_id', 'desc').limit(historyInput(count)).execute();
}

/**
 * The elections of the indexer's latest reading of the elector: the open (or conducted, not yet installed) election and
 * the conducted ones whose stakes it still holds, oldest first. An election the elector has let go of (its stakes
 * returned) keeps its row from an earlier reading and is not among them.
 */
export async function heldElections(db: Kysely<ChainSchema>): Promise<ElectionRecord[]> {
  return db
    .selectFrom('elections')
    .selectAll()
    .where('updated_mc_seqno', '=', (eb) => eb.selectFrom('elections').select((s) => s.fn.max('updated_mc_seqno').as('latest')))
    .orderBy('election_id', 'asc')
    .limit(MAX_HISTORY)
    .execute();
}

function historyInput(count: number): number {
  if (!Number.isInteger(count) || count < 1 || count > MAX_HISTORY) {
    throw new QueryInputError('count', `must be an integer from 1 to ${MAX_HISTORY}`);
  }
  return count;
}
