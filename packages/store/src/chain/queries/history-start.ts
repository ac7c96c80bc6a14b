import type { Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { BlockId } from './block-ref.js';
import { blockIdInput } from './blocks.js';

/** Where the index's history begins: the first masterchain block it holds (0 when it starts from the zerostates). */
export interface HistoryStart {
  readonly mcSeqno: number;
  /** The start block's time; null for an index started from the zerostates or holding no block yet. */
  readonly genUtime: bigint | null;
}

/** The index's start, or null when nothing is indexed yet. */
export async function readHistoryStart(db: Kysely<ChainSchema>): Promise<HistoryStart | null> {
  const row = await db
    .selectFrom('checkpoint')
    .leftJoin('blocks', (join) => join.on('blocks.workchain', '=', -1).onRef('blocks.seqno', '=', 'checkpoint.start_mc_seqno'))
    .select(['checkpoint.start_mc_seqno', 'blocks.gen_utime'])
    .where('checkpoint.id', '=', 1)
    .executeTakeFirst();
  return row ? { mcSeqno: row.start_mc_seqno, genUtime: row.gen_utime ?? null } : null;
}

/**
 * Whether a block the index does not hold lies before its history, when that starts mid-chain: a masterchain block
 * before the start, or a shard block with a lower seqno than the first one held of its shard.
 */
export async function isBeforeHistory(db: Kysely<ChainSchema>, id: BlockId): Promise<boolean> {
  const { workchain, shard, seqno } = blockIdInput(id);
  const start = await readHistoryStart(db);
  if (start === null || start.mcSeqno <= 1) return false;
  if (workchain === -1) return seqno < start.mcSeqno;
  const first = await db
    .selectFrom('blocks')
    .select((eb) => eb.fn.min('seqno').as('seqno'))
    .where('workchain', '=', workchain)
    .where('shard', '=', shard)
    .executeTakeFirst();
  return first?.seqno !== null && first?.seqno !== undefined && seqno < first.seqno;
}
