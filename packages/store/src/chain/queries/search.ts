import { AddressError, parseFriendlyAddress } from '@tvmscan/tvm/address';
import { sql, type Kysely } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import type { AccountRef } from '../../sql/inputs.js';

export interface BlockHit {
  readonly root_hash: string;
  readonly workchain: number;
  readonly shard: string;
  readonly seqno: number;
  readonly gen_utime: bigint;
}

export interface AccountHit {
  readonly workchain: number;
  readonly address: string;
  readonly balance: string;
}

export interface TransactionHit {
  readonly hash: string;
  readonly now: bigint;
}

export interface MessageHit {
  readonly hash: string;
  readonly message_type: string;
  readonly created_at: bigint | null;
}

/** Search results grouped by kind, as spec 000 §3 "Search results" lists them (tokens are searched elsewhere). */
export interface SearchResults {
  readonly blocks: BlockHit[];
  readonly accounts: AccountHit[];
  readonly transactions: TransactionHit[];
  readonly messages: MessageHit[];
}

interface HashHitRow {
  readonly kind: 'block' | 'transaction' | 'message';
  readonly hash: string;
  readonly workchain: number | null;
  readonly shard: string | null;
  readonly seqno: number | null;
  /** A block's gen_utime, a transaction's now, a message's created_at. */
  readonly time: bigint | null;
  readonly message_type: string | null;
}

const MAX_QUERY_LENGTH = 200;
/** The fewest hex digits a prefix search takes: shorter ones name too many rows to be worth listing. */
const MIN_PREFIX_DIGITS = 4;
/** The most results of each kind one search gives. */
export const SEARCH_RESULTS_PER_KIND = 5;
const HEX_PREFIX = new RegExp(`^[0-9a-f]{${MIN_PREFIX_DIGITS},64}$`);
const RAW_ADDRESS_PREFIX = new RegExp(`^(-?\\d{1,4}):([0-9a-f]{${MIN_PREFIX_DIGITS},64})$`);
/** workchain:shard:seqno, the shard as its 16 hex digits or the prefix the explorer shows (trailing zeros cut). */
const BLOCK_ID = /^(-?\d{1,4}):([0-9a-f]{1,16}):(\d{1,10})$/;
const FRIENDLY_ADDRESS = /^[A-Za-z0-9+/_-]{48}$/;
/** The workchains a bare address prefix is looked for in: the masterchain and the basic workchain. */
const ADDRESS_WORKCHAINS = [-1, 0];

function empty(): SearchResults {
  return { blocks: [], accounts: [], transactions: [], messages: [] };
}

/**
 * Finds what the query names: blocks, transactions, messages and accounts whose hash or address starts with the
 * query's hex digits (at least MIN_PREFIX_DIGITS, all 64 for one exact match), accounts by workchain:address
 * prefix or by friendly address, and a block as workchain:shard:seqno. At most SEARCH_RESULTS_PER_KIND of each kind.
 */
export async function search(db: Kysely<ChainSchema>, query: string): Promise<SearchResults> {
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) {
    throw new QueryInputError('query', `expected text of at most ${MAX_QUERY_LENGTH} characters`);
  }
  const trimmed = query.trim();
  const text = trimmed.toLowerCase();
  if (HEX_PREFIX.test(text)) return searchPrefix(db, text);
  const block = BLOCK_ID.exec(text);
  if (block) return searchBlock(db, Number(block[1]), block[2]!.padEnd(16, '0'), Number(block[3]));
  const raw = RAW_ADDRESS_PREFIX.exec(text);
  if (raw) return { ...empty(), accounts: await accountsByPrefix(db, [Number(raw[1])], raw[2]!) };
  // Friendly addresses are base64: their case matters, so they are read from the query before lowercasing.
  const friendly = FRIENDLY_ADDRESS.test(trimmed) ? friendlyAccount(trimmed) : null;
  return friendly ? searchAccount(db, friendly) : empty();
}

/**
 * The rows whose key starts with `prefix`, as a range on the key's btree index: every key with the prefix lies in
 * [prefix, prefix + 'g'), since 'g' sorts after every hex digit; LIMIT stops the index scan early.
 */
function startsWith(column: string, prefix: string) {
  return sql`${sql.ref(column)} >= ${prefix} AND ${sql.ref(column)} < ${`${prefix}g`}`;
}

/** Blocks, transactions and messages whose hash starts with `prefix`, in one statement (each kind's columns null in the others' rows). */
export function hashPrefixStatement(prefix: string) {
  const limit = SEARCH_RESULTS_PER_KIND;
  return sql<HashHitRow>`
    (SELECT 'block' AS kind, root_hash AS hash, workchain, shard, seqno, gen_utime AS time, NULL AS message_type
      FROM blocks WHERE ${startsWith('root_hash', prefix)} ORDER BY root_hash LIMIT ${limit})
    UNION ALL (SELECT 'transaction', hash, NULL, NULL, NULL, now, NULL
      FROM transactions WHERE ${startsWith('hash', prefix)} ORDER BY hash LIMIT ${limit})
    UNION ALL (SELECT 'message', hash, NULL, NULL, NULL, created_at, message_type
      FROM messages WHERE ${startsWith('hash', prefix)} ORDER BY hash LIMIT ${limit})`;
}

/** Accounts of `workchains` whose address starts with `prefix`: one range of the (workchain, address) key per workchain. */
export function accountPrefixStatement(db: Kysely<ChainSchema>, workchains: readonly number[], prefix: string) {
  return db
    .selectFrom('accounts')
    .select(['workchain', 'address', 'balance'])
    .where('workchain', 'in', workchains)
    .where('address', '>=', prefix)
    .where('address', '<', `${prefix}g`)
    .orderBy('workchain')
    .orderBy('address')
    .limit(SEARCH_RESULTS_PER_KIND);
}

function accountsByPrefix(db: Kysely<ChainSchema>, workchains: readonly number[], prefix: string): Promise<AccountHit[]> {
  return accountPrefixStatement(db, workchains, prefix).execute();
}

async function searchPrefix(db: Kysely<ChainSchema>, prefix: string): Promise<SearchResults> {
  const [{ rows }, accounts] = await Promise.all([hashPrefixStatement(prefix).execute(db), accountsByPrefix(db, ADDRESS_WORKCHAINS, prefix)]);
  const results = { ...empty(), accounts };
  for (const row of rows) {
    if (row.kind === 'block') {
      results.blocks.push({ root_hash: row.hash, workchain: row.workchain!, shard: row.shard!, seqno: row.seqno!, gen_utime: row.time! });
    } else if (row.kind === 'transaction') {
      results.transactions.push({ hash: row.hash, now: row.time! });
    } else {
      results.messages.push({ hash: row.hash, message_type: row.message_type!, created_at: row.time });
    }
  }
  return results;
}

async function searchBlock(db: Kysely<ChainSchema>, workchain: number, shard: string, seqno: number): Promise<SearchResults> {
  if (seqno >= 2 ** 31) return empty();
  const blocks = await db
    .selectFrom('blocks')
    .select(['root_hash', 'workchain', 'shard', 'seqno', 'gen_utime'])
    .where('workchain', '=', workchain)
    .where('shard', '=', shard)
    .where('seqno', '=', seqno)
    .execute();
  return { ...empty(), blocks };
}

async function searchAccount(db: Kysely<ChainSchema>, account: AccountRef): Promise<SearchResults> {
  const accounts = await db
    .selectFrom('accounts')
    .select(['workchain', 'address', 'balance'])
    .where('workchain', '=', account.workchain)
    .where('address', '=', account.address)
    .execute();
  return { ...empty(), accounts };
}

function friendlyAccount(text: string): AccountRef | null {
  try {
    const raw = parseFriendlyAddress(text).address.toRaw();
    const colon = raw.indexOf(':');
    return { workchain: Number(raw.slice(0, colon)), address: raw.slice(colon + 1) };
  } catch (error) {
    if (error instanceof AddressError) return null;
    throw error;
  }
}
