import type { TransactionType } from '@tvmscan/tvm';
import { sql, type Kysely, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema, TransactionsTable } from '../schema.js';
import { plainBytes } from './bytes.js';
import { countRows, type CountQuery } from './count-query.js';
import {
  accountListInput,
  accountRefInput,
  amountInput,
  enumListInput,
  hashInput,
  integerInput,
  optional,
  type AccountRef,
} from './inputs.js';
import { MESSAGE_COLUMNS, type MessageRecord } from './message-columns.js';
import { orderingInput, type Ordering } from './ordering.js';
import { accountTuples } from './account-tuples.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from './paging.js';

/** A transaction without its raw BOC. */
export type TransactionRecord = Omit<Selectable<TransactionsTable>, 'boc'>;

export interface TransactionDetails {
  readonly transaction: TransactionRecord;
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

export type TransactionSort = 'transactionTime' | 'messageValue';
export const TRANSACTION_SORTS: readonly TransactionSort[] = ['transactionTime', 'messageValue'];
export const TRANSACTION_TYPES: readonly TransactionType[] = [
  'Ordinary',
  'Storage',
  'TickTock',
  'SplitPrepare',
  'SplitInstall',
  'MergePrepare',
  'MergeInstall',
];
export const DEFAULT_TRANSACTION_ORDERING: Ordering<TransactionSort> = { by: 'transactionTime', order: 'DESC' };

export const TRANSACTION_COLUMNS = [
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
  'transactions.prev_trans_hash',
  'transactions.prev_trans_lt',
  'transactions.old_hash',
  'transactions.new_hash',
  'transactions.description',
  'transactions.fees',
] as const;

const snapshot = (mcSeqno: number) => sql<boolean>`transactions.mc_seqno <= ${mcSeqno}`;

/** A transaction with its inbound message and its outbound messages in creation order. */
export async function transactionByHash(db: Kysely<ChainSchema>, hash: string): Promise<TransactionDetails | undefined> {
  const transaction = await db
    .selectFrom('transactions')
    .select(TRANSACTION_COLUMNS)
    .where('hash', '=', hashInput('hash', hash))
    .executeTakeFirst();
  if (!transaction) return undefined;
  const [inMessage, outMessages] = await Promise.all([
    transaction.in_msg_hash
      ? db.selectFrom('messages').select(MESSAGE_COLUMNS).where('hash', '=', transaction.in_msg_hash).executeTakeFirst()
      : undefined,
    db
      .selectFrom('messages')
      .select(MESSAGE_COLUMNS)
      .where('src_transaction_hash', '=', transaction.hash)
      .orderBy('created_lt')
      .orderBy('hash')
      .execute(),
  ]);
  return { transaction, inMessage: inMessage ?? null, outMessages };
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

export const transactionCountQuery: CountQuery<TransactionFilter, TransactionConditions> = {
  scope: 'transactions',
  normalize: transactionConditions,
  count: (db, conditions) =>
    countRows(whereTransaction(db.selectFrom('transactions'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

export async function countTransactions(db: Kysely<ChainSchema>, filter: TransactionFilter): Promise<bigint> {
  return transactionCountQuery.count(db, transactionConditions(filter));
}

export async function listTransactions(
  db: Kysely<ChainSchema>,
  filter: TransactionFilter,
  page: PageRequest,
  ordering: Ordering<TransactionSort> = DEFAULT_TRANSACTION_ORDERING,
): Promise<Page<TransactionRecord>> {
  const { by, order } = orderingInput(ordering, TRANSACTION_SORTS);
  const query = whereTransaction(db.selectFrom('transactions'), transactionConditions(filter)).select(TRANSACTION_COLUMNS);
  const keyset: KeysetOrder<TransactionRecord> =
    by === 'transactionTime'
      ? {
          kind: 'transactions:transactionTime',
          order,
          columns: [
            { expression: sql.ref('transactions.now'), type: 'bigint' },
            { expression: sql.ref('transactions.lt'), type: 'bigint' },
            { expression: sql.ref('transactions.hash'), type: 'text' },
          ],
          key: (row) => [String(row.now), String(row.lt), row.hash],
        }
      : {
          kind: 'transactions:messageValue',
          order,
          columns: [
            { expression: sql.ref('transactions.in_msg_value'), type: 'numeric' },
            { expression: sql.ref('transactions.hash'), type: 'text' },
          ],
          key: (row) => [row.in_msg_value, row.hash],
        };
  return fetchPage(db, query, keyset, page, snapshot);
}

/** An account's transactions, newest (highest logical time) first. */
export async function accountTransactions(
  db: Kysely<ChainSchema>,
  account: AccountRef,
  page: PageRequest,
): Promise<Page<TransactionRecord>> {
  const { workchain, address } = accountRefInput('account', account);
  const query = db
    .selectFrom('transactions')
    .select(TRANSACTION_COLUMNS)
    .where('transactions.workchain', '=', workchain)
    .where('transactions.account', '=', address);
  const keyset: KeysetOrder<TransactionRecord> = {
    kind: 'transactions:account',
    order: 'DESC',
    columns: [{ expression: sql.ref('transactions.lt'), type: 'bigint' }],
    key: (row) => [String(row.lt)],
  };
  return fetchPage(db, query, keyset, page, snapshot);
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
