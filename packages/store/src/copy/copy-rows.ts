import { CompiledQuery, type Insertable, type Transaction } from 'kysely';
import { copyStatement, renderCopyChunk, type CopyChunk } from './copy-text.js';

/**
 * Bulk-loads immutable rows with COPY (several times faster than INSERT, above all for bytea); a duplicate key aborts.
 * `rendered` are more rows of the table already in COPY text.
 */
export async function copyRows<DB, K extends keyof DB & string>(
  trx: Transaction<DB>,
  table: K,
  rows: readonly Insertable<DB[K]>[],
  rendered: readonly CopyChunk[] = [],
): Promise<void> {
  for (const chunk of mergeChunks(rows, rendered)) {
    await trx.executeQuery(CompiledQuery.raw(copyStatement(table, chunk.columns), [chunk.text]));
  }
}

/** The rows and the rendered chunks as one chunk per distinct column list. */
export function mergeChunks(rows: readonly object[], rendered: readonly CopyChunk[]): CopyChunk[] {
  const byColumns = new Map<string, CopyChunk[]>();
  for (const chunk of [renderCopyChunk(rows), ...rendered]) {
    if (chunk === null || chunk.count === 0) continue;
    const key = chunk.columns.join(',');
    const same = byColumns.get(key);
    if (same) same.push(chunk);
    else byColumns.set(key, [chunk]);
  }
  return [...byColumns.values()].map((chunks) => ({
    columns: chunks[0]!.columns,
    text: chunks.map((chunk) => chunk.text).join(''),
    count: chunks.reduce((sum, chunk) => sum + chunk.count, 0),
  }));
}
