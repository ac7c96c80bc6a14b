import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { TokenRootsTable, TokenWalletsTable } from './token-schema.js';

/** A stored root with its holders (0 before it had any). */
export type StoredTokenRoot = Selectable<TokenRootsTable> & { readonly holders: bigint };
export type StoredTokenWallet = Selectable<TokenWalletsTable>;

/** The stored rows of the given token wallets (those that exist). */
export async function loadTokenWallets(db: Kysely<ChainSchema>, addresses: readonly string[]): Promise<StoredTokenWallet[]> {
  if (addresses.length === 0) return [];
  return db
    .selectFrom('token_wallets')
    .selectAll()
    .where(sql<boolean>`address = ANY(${textArray(addresses)}::text[])`)
    .execute();
}

/** The stored rows of the given token roots (those that exist), with their holders. */
export async function loadTokenRoots(db: Kysely<ChainSchema>, addresses: readonly string[]): Promise<StoredTokenRoot[]> {
  if (addresses.length === 0) return [];
  const rows = await db
    .selectFrom('token_roots')
    .leftJoin('token_root_stats', 'token_root_stats.root_address', 'token_roots.address')
    .selectAll('token_roots')
    .select('token_root_stats.holders')
    .where(sql<boolean>`token_roots.address = ANY(${textArray(addresses)}::text[])`)
    .execute();
  return rows.map((row) => ({ ...row, holders: row.holders ?? 0n }));
}

/** The receiving owner each stored Send names, by the message the Send sent (those that name one). */
export async function sendReceivers(db: Kysely<ChainSchema>, messageHashes: readonly string[]): Promise<Map<string, string>> {
  if (messageHashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('token_transactions')
    .select(['message_hash', 'receiver_owner'])
    .where('kind', '=', 'Send')
    .where(sql<boolean>`message_hash = ANY(${textArray(messageHashes)}::text[])`)
    .execute();
  return new Map(rows.flatMap((row) => (row.receiver_owner === null ? [] : [[row.message_hash, row.receiver_owner] as const])));
}

/**
 * The BOC of the stored message that deployed `address` (raw `wc:hex`): the one a transaction that made the account
 * active consumed, carrying its StateInit. Null when the account was not deployed in the indexed chain.
 */
export async function findDeployMessage(db: Kysely<ChainSchema>, address: string): Promise<Uint8Array | null> {
  const colon = address.indexOf(':');
  const row = await db
    .selectFrom('messages')
    .innerJoin('transactions', 'transactions.hash', 'messages.dst_transaction_hash')
    .select('messages.boc')
    .where('messages.dst_workchain', '=', Number(address.slice(0, colon)))
    .where('messages.dst_address', '=', address.slice(colon + 1))
    .where('messages.has_state_init', '=', true)
    .where('transactions.orig_status', '<>', 'active')
    .where('transactions.end_status', '=', 'active')
    .limit(1)
    .executeTakeFirst();
  return row?.boc ?? null;
}

function textArray(values: readonly string[]): string {
  return `{${values.join(',')}}`;
}
