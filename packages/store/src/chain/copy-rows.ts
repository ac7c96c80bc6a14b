import { CompiledQuery, type Insertable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { copyStatement, copyText } from '../copy/copy-text.js';
import type { Writer } from './insert-rows.js';

/** Bulk-loads immutable rows with COPY (several times faster than INSERT, above all for bytea); a duplicate key aborts. */
export async function copyRows<K extends keyof ChainSchema & string>(trx: Writer, table: K, rows: readonly Insertable<ChainSchema[K]>[]): Promise<void> {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0]!);
  const text = copyText(rows as readonly Record<string, unknown>[], columns);
  await trx.executeQuery(CompiledQuery.raw(copyStatement(table, columns), [text]));
}
