import { CompiledQuery, sql, type Insertable } from 'kysely';
import { copyStatement, type CopyChunk } from '../copy/copy-text.js';
import { mergeChunks } from '../copy/copy-rows.js';
import type { MessagesTable } from './chain-schema.js';
import type { Writer } from '../schema.js';

export type MessageRow = Insertable<MessagesTable>;

/**
 * Writes messages; a message already stored (created in an earlier batch, consumed now, or the other way round)
 * gains the transaction link it lacked, and a message given twice (created and consumed within the rows written)
 * is stored once with both links. `rendered` are more rows already in COPY text. They go through a temporary
 * table loaded with COPY, since bytea travels slowly as INSERT parameters.
 */
export async function upsertMessages(trx: Writer, rows: readonly MessageRow[], rendered: readonly CopyChunk[] = []): Promise<void> {
  const chunks = mergeChunks(rows, rendered);
  if (chunks.length === 0) return;
  await sql`CREATE TEMP TABLE IF NOT EXISTS messages_incoming (LIKE messages) ON COMMIT DELETE ROWS`.execute(trx);
  for (const chunk of chunks) {
    await trx.executeQuery(CompiledQuery.raw(copyStatement('messages_incoming', chunk.columns), [chunk.text]));
  }
  const columns = [...new Set(chunks.flatMap((chunk) => chunk.columns))];
  const links: readonly string[] = LINK_COLUMNS;
  const picked = columns.map((column) => (links.includes(column) ? `max(${column}) OVER same_message AS ${column}` : column));
  await sql`
    INSERT INTO messages (${sql.raw(columns.join(', '))})
    SELECT DISTINCT ON (hash) ${sql.raw(picked.join(', '))} FROM messages_incoming
    WINDOW same_message AS (PARTITION BY hash) ORDER BY hash
    ON CONFLICT (hash) DO UPDATE SET ${sql.raw(LINK_COLUMNS.map((column) => `${column} = coalesce(messages.${column}, excluded.${column})`).join(', '))}`.execute(
    trx,
  );
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
