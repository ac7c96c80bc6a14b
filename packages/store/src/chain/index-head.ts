import type { Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

/** The newest masterchain block the index holds: its checkpoint, and when the block was made. */
export interface IndexHead {
  readonly mcSeqno: number;
  /** The block's generation time (unix seconds); null when the index holds no block yet (only zerostates). */
  readonly genUtime: number | null;
}

/** The index's head, or null when nothing is indexed (no checkpoint). */
export async function readIndexHead(db: Kysely<ChainSchema>): Promise<IndexHead | null> {
  const row = await db
    .selectFrom('checkpoint')
    .leftJoin('blocks', (join) => join.on('blocks.workchain', '=', -1).onRef('blocks.seqno', '=', 'checkpoint.mc_seqno'))
    .select(['checkpoint.mc_seqno', 'blocks.gen_utime'])
    .where('checkpoint.id', '=', 1)
    .executeTakeFirst();
  if (!row) return null;
  return { mcSeqno: row.mc_seqno, genUtime: row.gen_utime === null ? null : Number(row.gen_utime) };
}

/** The global id of the network the index holds, as its newest masterchain block says it; null when it holds no block. */
export async function readIndexGlobalId(db: Kysely<ChainSchema>): Promise<number | null> {
  const row = await db.selectFrom('blocks').select('global_id').where('workchain', '=', -1).orderBy('seqno', 'desc').limit(1).executeTakeFirst();
  return row?.global_id ?? null;
}
