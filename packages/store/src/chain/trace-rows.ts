import { CompiledQuery, sql, type Insertable } from 'kysely';
import { copyRows } from '../copy/copy-rows.js';
import { copyStatement, renderCopyChunk } from '../copy/copy-text.js';
import type { Writer } from '../schema.js';
import type { ActionAccountsTable, ActionsTable, TracesTable } from './chain-schema.js';

export type TraceRow = Insertable<TracesTable>;
export type ActionRow = Insertable<ActionsTable>;
export type ActionAccountRow = Insertable<ActionAccountsTable>;

/** What a group adds to the traces: each trace it touched as it now stands, and the actions of its transactions. */
export interface TraceRows {
  traces: TraceRow[];
  actions: ActionRow[];
  actionAccounts: ActionAccountRow[];
}

export function emptyTraceRows(): TraceRows {
  return { traces: [], actions: [], actionAccounts: [] };
}

/** Writes the rows in the group's transaction: traces replace what an earlier group wrote of them, actions are new. */
export async function writeTraceRows(trx: Writer, rows: TraceRows): Promise<void> {
  await upsertTraces(trx, rows.traces);
  await copyRows(trx, 'actions', rows.actions);
  await copyRows(trx, 'action_accounts', rows.actionAccounts);
}

/** The columns a later write of a trace changes (the root's never do). */
const GROWING = ['end_lt', 'end_time', 'transaction_count', 'action_count', 'pending_messages', 'complete'];

/** Loaded with COPY into a temporary table, then merged: a group touches thousands of traces. */
async function upsertTraces(trx: Writer, traces: readonly TraceRow[]): Promise<void> {
  const chunk = renderCopyChunk(traces);
  if (chunk === null) return;
  await sql`CREATE TEMP TABLE IF NOT EXISTS traces_incoming (LIKE traces) ON COMMIT DELETE ROWS`.execute(trx);
  await trx.executeQuery(CompiledQuery.raw(copyStatement('traces_incoming', chunk.columns), [chunk.text]));
  await sql`
    INSERT INTO traces (${sql.raw(chunk.columns.join(', '))}) SELECT ${sql.raw(chunk.columns.join(', '))} FROM traces_incoming
    ON CONFLICT (trace_id) DO UPDATE SET ${sql.raw(GROWING.map((column) => `${column} = excluded.${column}`).join(', '))}`.execute(trx);
  await sql`TRUNCATE traces_incoming`.execute(trx);
}
