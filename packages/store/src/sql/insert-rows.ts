import type { Insertable, Transaction } from 'kysely';

/** PostgreSQL accepts at most 65 535 bind parameters per statement. */
const MAX_PARAMETERS = 60_000;

/** Splits rows so that one multi-row INSERT stays under the bind-parameter limit. */
export function chunkRows<T extends object>(rows: readonly T[]): T[][] {
  if (rows.length === 0) return [];
  const columns = Math.max(1, Object.keys(rows[0]!).length);
  const size = Math.max(1, Math.floor(MAX_PARAMETERS / columns));
  const chunks: T[][] = [];
  for (let start = 0; start < rows.length; start += size) chunks.push(rows.slice(start, start + size));
  return chunks;
}

/** Plain multi-row inserts of immutable rows: a duplicate key is a fault and aborts the batch. */
export async function insertRows<DB, K extends keyof DB & string>(trx: Transaction<DB>, table: K, rows: readonly Insertable<DB[K]>[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    // Kysely cannot narrow a generic table name to its row type; the rows are typed by the caller's K.
    await trx
      .insertInto(table)
      .values(chunk as never)
      .execute();
  }
}
