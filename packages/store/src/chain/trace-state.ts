import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { TracesTable } from './chain-schema.js';

export type StoredTrace = Selectable<TracesTable>;

/** The stored rows of the given traces (those that exist). */
export async function loadTraces(db: Kysely<ChainSchema>, traceIds: readonly string[]): Promise<StoredTrace[]> {
  if (traceIds.length === 0) return [];
  return db
    .selectFrom('traces')
    .selectAll()
    .where(sql<boolean>`trace_id = ANY(${textArray(traceIds)}::text[])`)
    .execute();
}

/**
 * Of the given messages, those an indexed transaction created, with that transaction's trace (null when it was
 * indexed without traces). A message missing from the answer was created by no indexed transaction.
 */
export async function traceIdsOfMessages(db: Kysely<ChainSchema>, messageHashes: readonly string[]): Promise<Map<string, string | null>> {
  if (messageHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .innerJoin('transactions', 'transactions.hash', 'messages.src_transaction_hash')
    .select(['messages.hash', 'transactions.trace_id'])
    .where(sql<boolean>`messages.hash = ANY(${textArray(messageHashes)}::text[])`)
    .execute();
  return new Map(rows.map((row) => [row.hash, row.trace_id]));
}

/**
 * Of the given messages, those an indexed transaction created, with that transaction's inbound message: what a bounce
 * leads back to (the message that failed).
 */
export async function creatorInMessages(db: Kysely<ChainSchema>, messageHashes: readonly string[]): Promise<Map<string, string>> {
  if (messageHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('messages')
    .innerJoin('transactions', 'transactions.hash', 'messages.src_transaction_hash')
    .select(['messages.hash', 'transactions.in_msg_hash'])
    .where(sql<boolean>`messages.hash = ANY(${textArray(messageHashes)}::text[])`)
    .execute();
  return new Map(rows.flatMap((row) => (row.in_msg_hash === null ? [] : [[row.hash, row.in_msg_hash] as const])));
}

function textArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}
