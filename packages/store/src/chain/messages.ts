import type { Insertable } from 'kysely';
import type { MessagesTable } from '../schema.js';
import { chunkRows, type Writer } from './insert-rows.js';

export type MessageRow = Insertable<MessagesTable>;

/**
 * Writes messages; a message already stored (created in an earlier batch, consumed now, or the other way round)
 * gains the transaction link it lacked. Rows must be unique by hash within one call.
 */
export async function upsertMessages(trx: Writer, rows: readonly MessageRow[]): Promise<void> {
  for (const chunk of chunkRows(rows)) {
    await trx
      .insertInto('messages')
      .values(chunk)
      .onConflict((oc) =>
        oc.column('hash').doUpdateSet((eb) => ({
          src_transaction_hash: eb.fn.coalesce('messages.src_transaction_hash', eb.ref('excluded.src_transaction_hash')),
          src_transaction_lt: eb.fn.coalesce('messages.src_transaction_lt', eb.ref('excluded.src_transaction_lt')),
          src_transaction_time: eb.fn.coalesce('messages.src_transaction_time', eb.ref('excluded.src_transaction_time')),
          dst_transaction_hash: eb.fn.coalesce('messages.dst_transaction_hash', eb.ref('excluded.dst_transaction_hash')),
          dst_transaction_lt: eb.fn.coalesce('messages.dst_transaction_lt', eb.ref('excluded.dst_transaction_lt')),
          dst_transaction_time: eb.fn.coalesce('messages.dst_transaction_time', eb.ref('excluded.dst_transaction_time')),
        })),
      )
      .execute();
  }
}
