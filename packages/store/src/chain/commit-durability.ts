import { sql } from 'kysely';
import type { Writer } from './insert-rows.js';

/**
 * Lets the transaction's commit return before its WAL reaches the disk (`synchronous_commit = off` for this
 * transaction only), so the writer can go on without waiting for a flush. A server crash can lose the last
 * commits, each whole with its checkpoint, never part of one: a writer resuming from the checkpoint redoes them.
 */
export async function commitWithoutFlushWait(trx: Writer): Promise<void> {
  await sql`SET LOCAL synchronous_commit = off`.execute(trx);
}
