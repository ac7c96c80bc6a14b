import { AddressError, parseFriendlyAddress } from '@tvmscan/tvm';
import type { Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';
import { QueryInputError } from './errors.js';
import type { AccountRef } from './inputs.js';

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

const MAX_QUERY_LENGTH = 200;
const HASH = /^[0-9a-f]{64}$/;
const RAW_ADDRESS = /^(-?\d{1,4}):([0-9a-f]{64})$/;
/** workchain:shard:seqno, the shard as its 16 hex digits or the prefix the explorer shows (trailing zeros cut). */
const BLOCK_ID = /^(-?\d{1,4}):([0-9a-f]{1,16}):(\d{1,10})$/;
const FRIENDLY_ADDRESS = /^[A-Za-z0-9+/_-]{48}$/;

function empty(): SearchResults {
  return { blocks: [], accounts: [], transactions: [], messages: [] };
}

/**
 * Finds what the query names exactly: a transaction, message or block hash (64 hex), a block as
 * workchain:shard:seqno, or an account by raw or friendly address.
 */
export async function search(db: Kysely<ChainSchema>, query: string): Promise<SearchResults> {
  if (typeof query !== 'string' || query.length > MAX_QUERY_LENGTH) {
    throw new QueryInputError('query', `expected text of at most ${MAX_QUERY_LENGTH} characters`);
  }
  const trimmed = query.trim();
  const text = trimmed.toLowerCase();
  if (HASH.test(text)) return searchHash(db, text);
  const block = BLOCK_ID.exec(text);
  if (block) return searchBlock(db, Number(block[1]), block[2]!.padEnd(16, '0'), Number(block[3]));
  const raw = RAW_ADDRESS.exec(text);
  if (raw) return searchAccount(db, { workchain: Number(raw[1]), address: raw[2]! });
  // Friendly addresses are base64: their case matters, so they are read from the query before lowercasing.
  const friendly = FRIENDLY_ADDRESS.test(trimmed) ? friendlyAccount(trimmed) : null;
  return friendly ? searchAccount(db, friendly) : empty();
}

async function searchHash(db: Kysely<ChainSchema>, hash: string): Promise<SearchResults> {
  const [blocks, transactions, messages] = await Promise.all([
    db.selectFrom('blocks').select(['root_hash', 'workchain', 'shard', 'seqno', 'gen_utime']).where('root_hash', '=', hash).execute(),
    db.selectFrom('transactions').select(['hash', 'now']).where('hash', '=', hash).execute(),
    db.selectFrom('messages').select(['hash', 'message_type', 'created_at']).where('hash', '=', hash).execute(),
  ]);
  return { ...empty(), blocks, transactions, messages };
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
