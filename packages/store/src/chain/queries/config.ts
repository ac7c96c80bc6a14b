import type { Kysely, Selectable } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { ConfigsTable } from '../chain-schema.js';
import { plainBytes } from '../../sql/bytes.js';
import { int4Input } from '../../sql/inputs.js';

export type ConfigRecord = Selectable<ConfigsTable>;

/**
 * The network config of the latest key block, or the one in force at masterchain block `mcSeqno`
 * (that of the latest key block at or before it).
 */
export async function keyBlockConfig(db: Kysely<ChainSchema>, at: { readonly mcSeqno?: number } = {}): Promise<ConfigRecord | undefined> {
  const row = await db
    .selectFrom('configs')
    .selectAll()
    .$if(at.mcSeqno !== undefined, (q) => q.where('mc_seqno', '<=', int4Input('mcSeqno', at.mcSeqno!)))
    .orderBy('mc_seqno', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && { ...row, boc: plainBytes(row.boc) };
}
