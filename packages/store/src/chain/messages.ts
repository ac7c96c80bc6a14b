import { CompiledQuery, sql, type Insertable } from 'kysely';
import { copyStatement, copyText } from '../copy/copy-text.js';
import type { MessagesTable } from '../schema.js';
import type { Writer } from './insert-rows.js';

export type MessageRow = Insertable<MessagesTable>;

/**
 * Writes messages; a message already stored (created in an earlier batch, consumed now, or the other way round)
 * gains the transaction link it lacked. Rows must be unique by hash within one call; they go through a
 * temporary table loaded with COPY, since bytea travels slowly as INSERT parameters.
 */
export async function upsertMessages(trx: Writer, rows: readonly MessageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await sql`CREATE TEMP TABLE IF NOT EXISTS messages_incoming (LIKE messages) ON COMMIT DELETE ROWS`.execute(trx);
  const columns = Object.keys(rows[0]!);
  await trx.executeQuery(CompiledQuery.raw(copyStatement('messages_incoming', columns), [copyText(rows, columns)]));
  const list = sql.raw(columns.join(', '));
  await sql`
    INSERT INTO messages (${list}) SELECT ${list} FROM messages_incoming
    ON CONFLICT (hash) DO UPDATE SET ${sql.raw(LINK_COLUMNS.map((column) => `${column} = coalesce(messages.${column}, excluded.${column})`).join(', '))}`.execute(trx);
  await sql`TRUNCATE messages_incoming`.execute(trx);
}

/** The columns a later sighting of a message may fill in. */
const LINK_COLUMNS = [
  'src_transaction_hash',
  'src_transaction_lt',
  'src_transaction_time',
  'dst_transaction_hash',
  'dst_transaction_lt',
  'dst_transaction_time',
] as const;
