import type { MessageType } from '@tvmscan/tvm';
import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { accountTuples } from '../../sql/account-tuples.js';
import { plainBytes } from '../../sql/bytes.js';
import { countRows, type CountQuery } from '../../sql/count-query.js';
import { QueryInputError } from '../../sql/errors.js';
import { accountListInput, amountInput, enumListInput, hashInput, integerInput, optional, type AccountRef } from '../../sql/inputs.js';
import { MESSAGE_COLUMNS, type MessageRecord } from './message-columns.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest, type SnapshotCondition } from '../../sql/paging.js';

/**
 * A message as a list shows it, at one of its transactions: with `isOut` the transaction that created it,
 * otherwise the one that consumed it. Without an `isOut` filter each message is listed once, at the transaction
 * where it first appears (the creating one, or for an inbound external message the consuming one).
 */
export interface MessageListItem extends MessageRecord {
  readonly is_out: boolean;
  readonly transaction_hash: string | null;
  readonly transaction_lt: bigint | null;
  readonly transaction_time: bigint | null;
}

/** One transaction a message appears in, and whether it is an outbound message of it. */
export interface MessageOccurrence {
  readonly is_out: boolean;
  readonly transaction_hash: string;
  readonly transaction_lt: bigint | null;
  readonly transaction_time: bigint | null;
  readonly workchain: number | null;
  readonly address: string | null;
}

export interface MessageFilter {
  /** true: messages as outbound of their creating transaction; false: as inbound of their consuming one. */
  readonly isOut?: boolean;
  /** A block's root hash: with isOut, the listed transaction is in that block; without it, either transaction is. */
  readonly block?: string;
  readonly messageTypes?: readonly MessageType[];
  /** Raw addresses matching the source or the destination; at most 100 each. */
  readonly includeAccounts?: readonly string[];
  readonly excludeAccounts?: readonly string[];
  readonly includeSrcAccounts?: readonly string[];
  readonly excludeSrcAccounts?: readonly string[];
  readonly includeDstAccounts?: readonly string[];
  readonly excludeDstAccounts?: readonly string[];
  /** Unix seconds of the listed transaction, inclusive. */
  readonly transactionTimeGe?: bigint | number;
  readonly transactionTimeLe?: bigint | number;
  /** Smallest units, inclusive. */
  readonly messageValueGe?: bigint | string;
  readonly messageValueLe?: bigint | string;
}

export interface MessageConditions {
  readonly isOut?: boolean;
  readonly block?: string;
  readonly messageTypes?: MessageType[];
  readonly includeAccounts?: AccountRef[];
  readonly excludeAccounts?: AccountRef[];
  readonly includeSrcAccounts?: AccountRef[];
  readonly excludeSrcAccounts?: AccountRef[];
  readonly includeDstAccounts?: AccountRef[];
  readonly excludeDstAccounts?: AccountRef[];
  readonly transactionTimeGe?: bigint;
  readonly transactionTimeLe?: bigint;
  readonly messageValueGe?: string;
  readonly messageValueLe?: string;
}

export const MESSAGE_TYPES: readonly MessageType[] = ['Internal', 'ExternalIn', 'ExternalOut'];

/** The side of a message a list shows: its creating transaction, its consuming one, or where it first appears. */
type Side = 'src' | 'dst' | 'first';

const TIME: Record<Side, RawBuilder<unknown>> = {
  src: sql`messages.src_transaction_time`,
  dst: sql`messages.dst_transaction_time`,
  // Written exactly as in the messages_by_time index.
  first: sql`coalesce(messages.src_transaction_time, messages.dst_transaction_time)`,
};

const SNAPSHOT: Record<Side, SnapshotCondition> = {
  src: (mcSeqno) => sql<boolean>`messages.mc_seqno <= ${mcSeqno}`,
  first: (mcSeqno) => sql<boolean>`messages.mc_seqno <= ${mcSeqno}`,
  // A message gains its consuming transaction after it is first written: that transaction must be in the snapshot too.
  dst: (mcSeqno) =>
    sql<boolean>`messages.mc_seqno <= ${mcSeqno} AND EXISTS (SELECT 1 FROM transactions AS consumer WHERE consumer.hash = messages.dst_transaction_hash AND consumer.mc_seqno <= ${mcSeqno})`,
};

export async function messageByHash(db: Kysely<ChainSchema>, hash: string): Promise<MessageRecord | undefined> {
  return db.selectFrom('messages').select(MESSAGE_COLUMNS).where('hash', '=', hashInput('hash', hash)).executeTakeFirst();
}

export async function messageBoc(db: Kysely<ChainSchema>, hash: string): Promise<Uint8Array | undefined> {
  const row = await db.selectFrom('messages').select('boc').where('hash', '=', hashInput('hash', hash)).executeTakeFirst();
  return row && plainBytes(row.boc);
}

/** The messages among `hashes` the index holds (without their BOCs), in no particular order. */
export async function messagesByHashes(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<MessageRecord[]> {
  const wanted = uniqueHashes(hashes);
  if (wanted.length === 0) return [];
  return db.selectFrom('messages').select(MESSAGE_COLUMNS).where('hash', 'in', wanted).execute();
}

/** The BOCs of the messages among `hashes` the index holds, keyed by hash. */
export async function messageBocs(db: Kysely<ChainSchema>, hashes: readonly string[]): Promise<Map<string, Uint8Array>> {
  const wanted = uniqueHashes(hashes);
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('messages').select(['hash', 'boc']).where('hash', 'in', wanted).execute();
  return new Map(rows.map((row) => [row.hash, plainBytes(row.boc)]));
}

function uniqueHashes(hashes: readonly string[]): string[] {
  return [...new Set(hashes.map((hash) => hashInput('hash', hash)))];
}

/** The transactions a message appears in: the one that created it (outbound) and the one that consumed it (inbound). */
export async function messageOccurrences(db: Kysely<ChainSchema>, hash: string): Promise<MessageOccurrence[]> {
  const message = await messageByHash(db, hash);
  if (!message) return [];
  const occurrences: MessageOccurrence[] = [];
  if (message.src_transaction_hash) {
    occurrences.push({
      is_out: true,
      transaction_hash: message.src_transaction_hash,
      transaction_lt: message.src_transaction_lt,
      transaction_time: message.src_transaction_time,
      workchain: message.src_workchain,
      address: message.src_address,
    });
  }
  if (message.dst_transaction_hash) {
    occurrences.push({
      is_out: false,
      transaction_hash: message.dst_transaction_hash,
      transaction_lt: message.dst_transaction_lt,
      transaction_time: message.dst_transaction_time,
      workchain: message.dst_workchain,
      address: message.dst_address,
    });
  }
  return occurrences;
}

export const messageCountQuery: CountQuery<ChainSchema, MessageFilter, MessageConditions> = {
  scope: 'messages',
  normalize: messageConditions,
  count: (db, conditions) => countRows(whereMessage(db.selectFrom('messages'), conditions).select((eb) => eb.fn.countAll().as('count'))),
};

export async function countMessages(db: Kysely<ChainSchema>, filter: MessageFilter): Promise<bigint> {
  return messageCountQuery.count(db, messageConditions(filter));
}

/** Messages ordered by the time of their listed transaction, newest first, then by hash. */
export async function listMessages(db: Kysely<ChainSchema>, filter: MessageFilter, page: PageRequest): Promise<Page<MessageListItem>> {
  const conditions = messageConditions(filter);
  const side = sideOf(conditions);
  const query = whereMessage(db.selectFrom('messages'), conditions).select(MESSAGE_COLUMNS).select(listedColumns(side));
  const keyset: KeysetOrder<MessageListItem> = {
    kind: `messages:${side}`,
    order: 'DESC',
    columns: [
      { expression: TIME[side], type: 'bigint' },
      { expression: sql.ref('messages.hash'), type: 'text' },
    ],
    key: (row) => [String(row.transaction_time), row.hash],
  };
  return fetchPage(query, keyset, page, SNAPSHOT[side]);
}

function messageConditions(filter: MessageFilter): MessageConditions {
  if (filter.isOut !== undefined && typeof filter.isOut !== 'boolean') {
    throw new QueryInputError('isOut', 'expected true or false');
  }
  return {
    isOut: filter.isOut,
    block: optional(filter.block, (hash) => hashInput('block', hash)),
    messageTypes: enumListInput('messageTypes', filter.messageTypes, MESSAGE_TYPES),
    includeAccounts: accountListInput('includeAccounts', filter.includeAccounts),
    excludeAccounts: accountListInput('excludeAccounts', filter.excludeAccounts),
    includeSrcAccounts: accountListInput('includeSrcAccounts', filter.includeSrcAccounts),
    excludeSrcAccounts: accountListInput('excludeSrcAccounts', filter.excludeSrcAccounts),
    includeDstAccounts: accountListInput('includeDstAccounts', filter.includeDstAccounts),
    excludeDstAccounts: accountListInput('excludeDstAccounts', filter.excludeDstAccounts),
    transactionTimeGe: optional(filter.transactionTimeGe, (value) => integerInput('transactionTimeGe', value)),
    transactionTimeLe: optional(filter.transactionTimeLe, (value) => integerInput('transactionTimeLe', value)),
    messageValueGe: optional(filter.messageValueGe, (value) => amountInput('messageValueGe', value)),
    messageValueLe: optional(filter.messageValueLe, (value) => amountInput('messageValueLe', value)),
  };
}

function sideOf(conditions: MessageConditions): Side {
  if (conditions.isOut === undefined) return 'first';
  return conditions.isOut ? 'src' : 'dst';
}

/** The listed transaction's columns of a list item, computed where the rows are read. */
function listedColumns(side: Side) {
  const created = sql<boolean>`messages.src_transaction_hash IS NOT NULL`;
  const listed = <T>(field: 'hash' | 'lt' | 'time') => {
    const src = sql.ref(`messages.src_transaction_${field}`);
    const dst = sql.ref(`messages.dst_transaction_${field}`);
    if (side === 'first') return sql<T | null>`CASE WHEN ${created} THEN ${src} ELSE ${dst} END`;
    return sql<T | null>`${side === 'src' ? src : dst}`;
  };
  return [
    (side === 'first' ? created : sql<boolean>`${sql.lit(side === 'src')}`).as('is_out'),
    listed<string>('hash').as('transaction_hash'),
    listed<bigint>('lt').as('transaction_lt'),
    listed<bigint>('time').as('transaction_time'),
  ];
}

const SRC = sql`(messages.src_workchain, messages.src_address)`;
const DST = sql`(messages.dst_workchain, messages.dst_address)`;

function within(pair: RawBuilder<unknown>, accounts: readonly AccountRef[]): RawBuilder<boolean> {
  return sql<boolean>`${pair} IN (${accountTuples(accounts)})`;
}

/** Not among the accounts; a message without that address (an external one) is never among them. */
function outside(pair: RawBuilder<unknown>, accounts: readonly AccountRef[]): RawBuilder<boolean> {
  return sql<boolean>`(${within(pair, accounts)}) IS NOT TRUE`;
}

/**
 * The message's transaction on that side is in the block. As `= ANY(ARRAY(…))` rather than `IN (…)`, the planner
 * looks the block's transactions up in the messages' transaction-hash indexes; with `IN` it walked the time index
 * and filtered (0.5–1.3 s for a busy block of a 1M-transaction database, 10 ms this way).
 */
function inBlock(side: 'src' | 'dst', block: string): RawBuilder<boolean> {
  const link = side === 'src' ? sql.ref('messages.src_transaction_hash') : sql.ref('messages.dst_transaction_hash');
  return sql<boolean>`${link} = ANY(ARRAY(SELECT hash FROM transactions WHERE block_root_hash = ${block}))`;
}

function whereMessage<O>(
  query: SelectQueryBuilder<ChainSchema, 'messages', O>,
  c: MessageConditions,
): SelectQueryBuilder<ChainSchema, 'messages', O> {
  const side = sideOf(c);
  const time = TIME[side];
  return query
    .$if(side === 'src', (q) => q.where('messages.src_transaction_hash', 'is not', null))
    .$if(side === 'dst', (q) => q.where('messages.dst_transaction_hash', 'is not', null))
    .$if(side === 'first', (q) => q.where(sql<boolean>`${time} IS NOT NULL`))
    .$if(c.block !== undefined, (q) =>
      q.where(side === 'first' ? sql<boolean>`(${inBlock('src', c.block!)} OR ${inBlock('dst', c.block!)})` : inBlock(side, c.block!)),
    )
    .$if(c.messageTypes !== undefined, (q) => q.where('messages.message_type', 'in', c.messageTypes!))
    .$if(c.includeAccounts !== undefined, (q) => q.where(sql<boolean>`(${within(SRC, c.includeAccounts!)} OR ${within(DST, c.includeAccounts!)})`))
    .$if(c.excludeAccounts !== undefined, (q) => q.where(outside(SRC, c.excludeAccounts!)).where(outside(DST, c.excludeAccounts!)))
    .$if(c.includeSrcAccounts !== undefined, (q) => q.where(within(SRC, c.includeSrcAccounts!)))
    .$if(c.excludeSrcAccounts !== undefined, (q) => q.where(outside(SRC, c.excludeSrcAccounts!)))
    .$if(c.includeDstAccounts !== undefined, (q) => q.where(within(DST, c.includeDstAccounts!)))
    .$if(c.excludeDstAccounts !== undefined, (q) => q.where(outside(DST, c.excludeDstAccounts!)))
    .$if(c.transactionTimeGe !== undefined, (q) => q.where(sql<boolean>`${time} >= ${c.transactionTimeGe!}::bigint`))
    .$if(c.transactionTimeLe !== undefined, (q) => q.where(sql<boolean>`${time} <= ${c.transactionTimeLe!}::bigint`))
    .$if(c.messageValueGe !== undefined, (q) => q.where(sql<boolean>`messages.value >= ${c.messageValueGe!}::numeric`))
    .$if(c.messageValueLe !== undefined, (q) => q.where(sql<boolean>`messages.value <= ${c.messageValueLe!}::numeric`));
}
