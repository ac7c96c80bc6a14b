import type { Kysely, Selectable } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { TracesTable } from '../chain-schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { hashInput, int4Input } from '../../sql/inputs.js';
import type { ActionRecord } from './actions.js';
import { MESSAGE_COLUMNS, type MessageRecord } from './message-columns.js';
import { TRANSACTION_SUMMARY_COLUMNS, type TransactionSummary } from './transactions.js';

export type TraceRecord = Selectable<TracesTable>;

/**
 * A trace with what it holds, up to a bound: its transactions in logical-time order, the messages they created or
 * consumed (the tree's edges: a message links the transaction that created it to the one that consumed it) and
 * their actions. `truncated` when the trace has more transactions than the bound.
 */
export interface TraceDetails {
  readonly trace: TraceRecord;
  readonly transactions: TransactionSummary[];
  readonly messages: MessageRecord[];
  readonly actions: ActionRecord[];
  readonly truncated: boolean;
}

const DEFAULT_TRANSACTIONS = 500;
const MAX_TRANSACTIONS = 2000;

/** The trace a transaction belongs to: undefined when the transaction is not indexed, null when it was indexed without traces. */
export async function traceIdOfTransaction(db: Kysely<ChainSchema>, transactionHash: string): Promise<string | null | undefined> {
  const row = await db
    .selectFrom('transactions')
    .select('trace_id')
    .where('hash', '=', hashInput('transactionHash', transactionHash))
    .executeTakeFirst();
  return row === undefined ? undefined : row.trace_id;
}

export async function traceById(db: Kysely<ChainSchema>, traceId: string): Promise<TraceRecord | undefined> {
  return db.selectFrom('traces').selectAll().where('trace_id', '=', hashInput('traceId', traceId)).executeTakeFirst();
}

/** The trace with its transactions, messages and actions (the first `maxTransactions` by logical time, default 500, at most 2 000). */
export async function traceDetails(
  db: Kysely<ChainSchema>,
  traceId: string,
  options: { readonly maxTransactions?: number } = {},
): Promise<TraceDetails | undefined> {
  const maxTransactions = boundInput(options.maxTransactions ?? DEFAULT_TRANSACTIONS);
  const trace = await traceById(db, traceId);
  if (trace === undefined) return undefined;
  const rows = await db
    .selectFrom('transactions')
    .select(TRANSACTION_SUMMARY_COLUMNS)
    .where('transactions.trace_id', '=', trace.trace_id)
    .orderBy('transactions.lt')
    .orderBy('transactions.hash')
    .limit(maxTransactions + 1)
    .execute();
  const transactions = rows.slice(0, maxTransactions);
  const hashes = transactions.map((transaction) => transaction.hash);
  if (hashes.length === 0) return { trace, transactions, messages: [], actions: [], truncated: false };
  const messages = await db
    .selectFrom('messages')
    .select(MESSAGE_COLUMNS)
    .where((eb) => eb.or([eb('messages.src_transaction_hash', 'in', hashes), eb('messages.dst_transaction_hash', 'in', hashes)]))
    .orderBy('messages.created_lt')
    .orderBy('messages.hash')
    .execute();
  const actions = await db
    .selectFrom('actions')
    .select(['transaction_hash', 'position', 'trace_id', 'lt', 'block_time', 'action'])
    .where('trace_id', '=', trace.trace_id)
    .where('transaction_hash', 'in', hashes)
    .orderBy('lt')
    .orderBy('transaction_hash')
    .orderBy('position')
    .execute();
  return { trace, transactions, messages, actions, truncated: rows.length > maxTransactions };
}

function boundInput(value: number): number {
  const bound = int4Input('maxTransactions', value);
  if (bound < 1 || bound > MAX_TRANSACTIONS) throw new QueryInputError('maxTransactions', `must be from 1 to ${MAX_TRANSACTIONS}`);
  return bound;
}
