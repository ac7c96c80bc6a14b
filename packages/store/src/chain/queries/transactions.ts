import type { TransactionType } from '@tvmscan/tvm';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import type { TransactionsTable } from '../chain-schema.js';
import type { BlockRef } from './block-ref.js';
import { plainBytes } from '../../sql/bytes.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import {
  accountListInput,
  accountRefInput,
  amountInput,
  enumListInput,
  hashInput,
  integerInput,
  optional,
  type AccountRef,
} from '../../sql/inputs.js';
import { fixedStatement } from '../../sql/fixed-statement.js';
import { jsonRow, jsonRowReader } from '../../sql/json-rows.js';
import { MESSAGE_JSON_COLUMNS, type MessageRecord } from './message-columns.js';
import { orderingInput, type Ordering } from '../../sql/ordering.js';
import { accountTuples } from '../../sql/account-tuples.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest, type SnapshotCondition } from '../../sql/paging.js';

/** A transaction without its raw BOC. */
export type TransactionRecord = Omit<Selectable<TransactionsTable>, 'boc'>;
/** The columns only a transaction's own page shows: its phases, fee breakdown, previous transaction and state hashes. */
const DETAIL_ONLY_COLUMNS = [
  'transactions.prev_trans_hash',
  'transactions.prev_trans_lt',
  'transactions.old_hash',
  'transactions.new_hash',
  'transactions.description',
  'transactions.fees',
] as const;

/** A transaction as lists show it: without its raw BOC and the columns only its own page shows. */
export type TransactionSummary = Omit<TransactionRecord, 'prev_trans_hash' | 'prev_trans_lt' | 'old_hash' | 'new_hash' | 'description' | 'fees'>;

export interface TransactionDetails {
  readonly transaction: TransactionRecord;
  /** The block the transaction is in; null if the index lacks it. */
  readonly block: BlockRef | null;
  readonly inMessage: MessageRecord | null;
  readonly outMessages: MessageRecord[];
}

export interface TransactionFilter {
  /** A block's root hash. */
  readonly block?: string;
  /** Raw `workchain:hex` addresses; at most 100 each. */
  readonly includeAccounts?: readonly string[];
  readonly excludeAccounts?: readonly string[];
  readonly txTypes?: readonly TransactionType[];
  /** Unix seconds, inclusive. */
  readonly timeGe?: bigint | number;
  readonly timeLe?: bigint | number;
  /** Smallest units, inclusive; may be negative. */
  readonly balanceChangeGe?: bigint | string;
  readonly balanceChangeLe?: bigint | string;
}

export interface TransactionConditions {
  readonly block?: string;
  readonly includeAccounts?: AccountRef[];
  readonly excludeAccounts?: AccountRef[];
  readonly txTypes?: TransactionType[];
  readonly timeGe?: bigint;
  readonly timeLe?: bigint;
  readonly balanceChangeGe?: string;
  readonly balanceChangeLe?: string;
}

/** By time, by the inbound message's value, or by the balance change (spec 000 §3's balance sort: time, balanceChange). */
export type TransactionSort = 'transactionTime' | 'messageValue' | 'balanceChange';
export const TRANSACTION_SORTS: readonly TransactionSort[] = ['transactionTime', 'messageValue', 'balanceChange'];
export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'Ordinary',
  'Storage',
  'TickTock',
  'SplitPrepare',
  'SplitInstall',
  'MergePrepare',
  'MergeInstall',
];
const DEFAULT_TRANSACTION_ORDERING: Ordering<TransactionSort> = { by: 'transactionTime', order: 'DESC' };

export const TRANSACTION_SUMMARY_COLUMNS = [
  'transactions.hash',
  'transactions.workchain',
  'transactions.account',
  'transactions.lt',
  'transactions.now',
  'transactions.block_root_hash',
  'transactions.mc_seqno',
  'transactions.tx_type',
  'transactions.tick_tock',
  'transactions.aborted',
  'transactions.orig_status',
  'transactions.end_status',
  'transactions.total_fees',
  'transactions.balance_change',
  'transactions.in_msg_value',
  'transactions.out_msgs_value',
  'transactions.exit_code',
  'transactions.result_code',
  'transactions.in_msg_hash',
  'transactions.out_msg_count',
  'transactions.trace_id',
  'transactions.method_name',
] as const;

const TRANSACTION_COLUMNS = [...TRANSACTION_SUMMARY_COLUMNS, ...DETAIL_ONLY_COLUMNS] as const;

const snapshot: SnapshotCondition = (mcSeqno) => sql<boolean>`transactions.mc_seqno <= ${mcSeqno}`;

const MESSAGE_JSON = jsonRow('messages', MESSAGE_JSON_COLUMNS);
const readMessage = jsonRowReader(MESSAGE_JSON_COLUMNS);

const transactionWithMessages = fixedStatement((db: Kysely<ChainSchema>, hash: string) =>
  db
    .selectFrom('transactions')
    .leftJoin('blocks', 'blocks.root_hash', 'transactions.block_root_hash')
    .select(TRANSACTION_COLUMNS)
    .select(['blocks.workchain as block_workchain', 'blocks.shard as block_shard', 'blocks.seqno as block_seqno'])
    .select([
      sql<unknown[] | null>`(SELECT ${MESSAGE_JSON} FROM messages WHERE messages.hash = transactions.in_msg_hash)`.as('in_message'),
      sql<
        unknown[][] | null
      >`(SELECT json_agg(${MESSAGE_JSON} ORDER BY messages.created_lt, messages.hash) FROM messages WHERE messages.src_transaction_hash = transactions.hash)`.as(
        'out_messages',
      ),
    ])
    .where('transactions.hash', '=', hash),
);

/** A transaction with its block, its inbound message and its outbound messages in creation order, in one statement. */
export async function transactionByHash(db: Kysely<ChainSchema>, hash: string): Promise<TransactionDetails | undefined> {
  const [row] = await transactionWithMessages(db, hashInput('hash', hash));
  if (!row) return undefined;
  const { block_workchain, block_shard, block_seqno, in_message, out_messages, ...transaction } = row;
  const block =
    block_workchain === null || block_shard === null || block_seqno === null
      ? null
      : { root_hash: transaction.block_root_hash, workchain: block_workchain, shard: block_shard, seqno: block_seqno };
  return {
    transaction,
    block,
    inMessage: in_message === null ? null : readMessage(in_message),
    outMessages: (out_messages ?? []).map(readMessage),
  };
}

export async function transactionBoc(db: Kysely<ChainSchema>, hash: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('transactions').select('boc').where('hash', '=', hashInput('hash', hash)).executeTakeFirst();
  return row && plainBytes(row.boc);
}

/** Where transactions sit: each one's block (root hash, workchain, shard, seqno), for those the index holds. */
export interface TransactionBlock {
  readonly hash: string;
  readonly block_root_hash: string;
  readonly workchain: number;
  readonly shard: string;
  readonly seqno: number;
}

export async function transactionBlocks(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<TransactionBlock[]> {
  if (hashes.length === 0) return [];
  const wanted = [...new Set(hashes.map((hash) => hashInput('hash', hash)))];
  return db
    .selectFrom('transactions')
    .innerJoin('blocks', 'blocks.root_hash', 'transactions.block_root_hash')
    .select(['transactions.hash', 'transactions.block_root_hash', 'blocks.workchain', 'blocks.shard', 'blocks.seqno'])
    .where('transactions.hash', 'in', wanted)
    .execute();
}

export const transactionCountQuery: CountQuery<ChainSchema, TransactionFilter, TransactionConditions> = {
  scope: 'transactions',
  normalize: transactionConditions,
  count: (db, conditions) => countRows(whereTransaction(db.selectFrom('transactions'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

export async function countTransactions(db: Kysely<ChainSchema>, filter: TransactionFilter): Promise<bigint> {
  return transactionCountQuery.count(db, transactionConditions(filter));
}

export async function listTransactions(
  db: Kysely<ChainSchema>,
  filter: TransactionFilter,
  page: PageRequest,
  ordering: Ordering<TransactionSort> = DEFAULT_TRANSACTION_ORDERING,
): Promise<Page<TransactionSummary>> {
  const { by, order } = orderingInput(ordering, TRANSACTION_SORTS);
  const conditions = transactionConditions(filter);
  const query = whereTransaction(db.selectFrom('transactions'), conditions).select(TRANSACTION_SUMMARY_COLUMNS);
  const keyset = transactionKeyset(by, order);
  return fetchPage(query, keyset, { ...page, filters: { ...conditions, order } }, snapshot);
}

/** The sort key of a transactions list ordering: its value, then the hash (time: also the logical time). */
function transactionKeyset(by: TransactionSort, order: Ordering<TransactionSort>['order']): KeysetOrder<TransactionSummary> {
  if (by === 'transactionTime') {
    return {
      kind: 'transactions:transactionTime',
      order,
      columns: [
        { expression: sql.ref('transactions.now'), type: 'bigint' },
        { expression: sql.ref('transactions.lt'), type: 'bigint' },
        { expression: sql.ref('transactions.hash'), type: 'text' },
      ],
      key: (row) => [String(row.now), String(row.lt), row.hash],
    };
  }
  const column = by === 'messageValue' ? 'in_msg_value' : 'balance_change';
  return {
    kind: `transactions:${by}`,
    order,
    columns: [
      { expression: sql.ref(`transactions.${column}`), type: 'numeric' },
      { expression: sql.ref('transactions.hash'), type: 'text' },
    ],
    key: (row) => [row[column], row.hash],
  };
}

/** An account's transactions, newest (highest logical time) first. */
export async function accountTransactions(db: Kysely<ChainSchema>, account: AccountRef, page: PageRequest): Promise<Page<TransactionSummary>> {
  const { workchain, address } = accountRefInput('account', account);
  const query = db
    .selectFrom('transactions')
    .select(TRANSACTION_SUMMARY_COLUMNS)
    .where('transactions.workchain', '=', workchain)
    .where('transactions.account', '=', address);
  const keyset: KeysetOrder<TransactionSummary> = {
    kind: 'transactions:account',
    order: 'DESC',
    columns: [{ expression: sql.ref('transactions.lt'), type: 'bigint' }],
    key: (row) => [String(row.lt)],
  };
  return fetchPage(query, keyset, { ...page, filters: { workchain, address } }, snapshot);
}

export function transactionConditions(filter: TransactionFilter): TransactionConditions {
  return {
    block: optional(filter.block, (hash) => hashInput('block', hash)),
    includeAccounts: accountListInput('includeAccounts', filter.includeAccounts),
    excludeAccounts: accountListInput('excludeAccounts', filter.excludeAccounts),
    txTypes: enumListInput('txTypes', filter.txTypes, TRANSACTION_TYPES),
    timeGe: optional(filter.timeGe, (value) => integerInput('timeGe', value)),
    timeLe: optional(filter.timeLe, (value) => integerInput('timeLe', value)),
    balanceChangeGe: optional(filter.balanceChangeGe, (value) => amountInput('balanceChangeGe', value)),
    balanceChangeLe: optional(filter.balanceChangeLe, (value) => amountInput('balanceChangeLe', value)),
  };
}

function whereTransaction<O>(
  query: SelectQueryBuilder<ChainSchema, 'transactions', O>,
  c: TransactionConditions,
): SelectQueryBuilder<ChainSchema, 'transactions', O> {
  const account = sql`(transactions.workchain, transactions.account)`;
  return query
    .$if(c.block !== undefined, (q) => q.where('transactions.block_root_hash', '=', c.block!))
    .$if(c.includeAccounts !== undefined, (q) => q.where(sql<boolean>`${account} IN (${accountTuples(c.includeAccounts!)})`))
    .$if(c.excludeAccounts !== undefined, (q) => q.where(sql<boolean>`${account} NOT IN (${accountTuples(c.excludeAccounts!)})`))
    .$if(c.txTypes !== undefined, (q) => q.where('transactions.tx_type', 'in', c.txTypes!))
    .$if(c.timeGe !== undefined, (q) => q.where('transactions.now', '>=', c.timeGe!))
    .$if(c.timeLe !== undefined, (q) => q.where('transactions.now', '<=', c.timeLe!))
    .$if(c.balanceChangeGe !== undefined, (q) => q.where(sql<boolean>`transactions.balance_change >= ${c.balanceChangeGe!}::numeric`))
    .$if(c.balanceChangeLe !== undefined, (q) => q.where(sql<boolean>`transactions.balance_change <= ${c.balanceChangeLe!}::numeric`));
}
