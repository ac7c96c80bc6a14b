import type { Kysely } from 'kysely';
import type { ChainSchema, Writer } from '../schema.js';

export interface Checkpoint {
  /** The last masterchain seqno whose batch is fully written; 0 when only a zerostate (or nothing) is. */
  readonly mcSeqno: number;
  readonly source: string;
  /** The first masterchain block the index holds (0 when it starts from the zerostates), fixed by the first checkpoint. */
  readonly startMcSeqno?: number;
}

export async function readCheckpoint(db: Kysely<ChainSchema>): Promise<Checkpoint | null> {
  const row = await db.selectFrom('checkpoint').select(['mc_seqno', 'source', 'start_mc_seqno']).where('id', '=', 1).executeTakeFirst();
  return row ? { mcSeqno: row.mc_seqno, source: row.source, startMcSeqno: row.start_mc_seqno } : null;
}

/** The root hash of indexed masterchain block `seqno`, or null when the index does not hold it. */
export async function readMasterchainRootHash(db: Kysely<ChainSchema>, seqno: number): Promise<string | null> {
  const row = await db.selectFrom('blocks').select('root_hash').where('workchain', '=', -1).where('seqno', '=', seqno).executeTakeFirst();
  return row?.root_hash ?? null;
}

/**
 * Moves the checkpoint inside the batch's transaction, so rows and checkpoint commit together. The index's start is
 * written by the first checkpoint only and never moves.
 */
export async function advanceCheckpoint(trx: Writer, checkpoint: Checkpoint): Promise<void> {
  const values = { mc_seqno: checkpoint.mcSeqno, source: checkpoint.source };
  await trx
    .insertInto('checkpoint')
    .values({ id: 1, ...values, start_mc_seqno: checkpoint.startMcSeqno ?? 0 })
    .onConflict((oc) => oc.column('id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}
