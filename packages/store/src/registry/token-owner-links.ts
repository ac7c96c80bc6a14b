import type { Kysely } from 'kysely';
import type { ChainSchema } from '../schema.js';

export interface TokenOwnerLink {
  readonly userId: bigint;
  readonly rootAddress: string;
  /** The root's owner when the link was made. */
  readonly ownerAddress: string;
  readonly txHash: string;
}

/** Records (or renews) the user's proven ownership of a token root. */
export async function linkTokenOwner(db: Kysely<ChainSchema>, link: TokenOwnerLink): Promise<void> {
  await db
    .insertInto('token_owner_links')
    .values({ user_id: link.userId, root_address: link.rootAddress, owner_address: link.ownerAddress, tx_hash: link.txHash })
    .onConflict((conflict) => conflict.columns(['user_id', 'root_address']).doUpdateSet({ owner_address: link.ownerAddress, tx_hash: link.txHash }))
    .execute();
}

/** The user's link to a token root, if any. */
export async function tokenOwnerLink(db: Kysely<ChainSchema>, userId: bigint, rootAddress: string): Promise<TokenOwnerLink | undefined> {
  const row = await db
    .selectFrom('token_owner_links')
    .select(['user_id', 'root_address', 'owner_address', 'tx_hash'])
    .where('user_id', '=', userId)
    .where('root_address', '=', rootAddress)
    .executeTakeFirst();
  return row && { userId: row.user_id, rootAddress: row.root_address, ownerAddress: row.owner_address, txHash: row.tx_hash };
}

/** An internal message a transaction sent, as the ownership check reads it. */
export interface SentMessage {
  readonly src: string | null;
  readonly dst: string | null;
  readonly value: string;
  readonly bounce: boolean;
  readonly boc: Uint8Array;
}

/** The indexed transaction with this hash (its account, raw) and the internal messages it sent; undefined if not indexed. */
export async function transactionWithSentMessages(
  db: Kysely<ChainSchema>,
  txHash: string,
): Promise<{ account: string; aborted: boolean; sent: SentMessage[] } | undefined> {
  const transaction = await db.selectFrom('transactions').select(['workchain', 'account', 'aborted']).where('hash', '=', txHash).executeTakeFirst();
  if (!transaction) return undefined;
  const rows = await db
    .selectFrom('messages')
    .select(['src_workchain', 'src_address', 'dst_workchain', 'dst_address', 'value', 'bounce', 'boc'])
    .where('src_transaction_hash', '=', txHash)
    .where('message_type', '=', 'Internal')
    .execute();
  const raw = (workchain: number | null, address: string | null) => (workchain === null || address === null ? null : `${workchain}:${address}`);
  return {
    account: `${transaction.workchain}:${transaction.account}`,
    aborted: transaction.aborted,
    sent: rows.map((row) => ({
      src: raw(row.src_workchain, row.src_address),
      dst: raw(row.dst_workchain, row.dst_address),
      value: String(row.value),
      bounce: row.bounce,
      boc: row.boc,
    })),
  };
}

export interface OwnedToken {
  readonly rootAddress: string;
  readonly name: string;
  readonly symbol: string;
  readonly linkedAt: Date;
}

/** The token roots the user is linked to whose owner is still the one proven, newest link first. */
export async function ownedTokens(db: Kysely<ChainSchema>, userId: bigint): Promise<OwnedToken[]> {
  const rows = await db
    .selectFrom('token_owner_links as l')
    .innerJoin('token_roots as r', (join) => join.onRef('r.address', '=', 'l.root_address').onRef('r.owner_address', '=', 'l.owner_address'))
    .select(['l.root_address', 'r.name', 'r.symbol', 'l.linked_at'])
    .where('l.user_id', '=', userId)
    .orderBy('l.linked_at', 'desc')
    .orderBy('l.root_address')
    .execute();
  return rows.map((row) => ({ rootAddress: row.root_address, name: row.name, symbol: row.symbol, linkedAt: row.linked_at }));
}
