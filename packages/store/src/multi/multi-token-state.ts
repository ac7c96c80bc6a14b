import { sql, type Kysely, type Selectable } from 'kysely';
import type { ChainSchema } from '../schema.js';
import type { MultiTokenCollectionsTable, MultiTokensTable, MultiTokenWalletsTable } from './multi-token-schema.js';

export type StoredMultiTokenCollection = Selectable<MultiTokenCollectionsTable>;
export type StoredMultiToken = Selectable<MultiTokensTable>;
export type StoredMultiTokenWallet = Selectable<MultiTokenWalletsTable>;

const textArray = (values: readonly string[]) => `{${values.join(',')}}`;

/** The stored multi-token collections among `addresses`. */
export async function loadMultiTokenCollections(db: Kysely<ChainSchema>, addresses: readonly string[]): Promise<StoredMultiTokenCollection[]> {
  if (addresses.length === 0) return [];
  return db
    .selectFrom('multi_token_collections')
    .selectAll()
    .where(sql<boolean>`address = ANY(${textArray(addresses)}::text[])`)
    .execute();
}

/** The stored multi-tokens of the given collections and ids. */
export async function loadMultiTokens(db: Kysely<ChainSchema>, keys: readonly { collection: string; id: bigint }[]): Promise<StoredMultiToken[]> {
  if (keys.length === 0) return [];
  const pairs = sql.join(keys.map((key) => sql`(${key.collection}, ${key.id.toString()}::numeric)`));
  return db
    .selectFrom('multi_tokens')
    .selectAll()
    .where(sql<boolean>`(collection_address, token_id) IN (${pairs})`)
    .execute();
}

/** The stored multi-token wallets at `addresses`, or of the given collections', ids' and owners'. */
export async function loadMultiTokenWallets(
  db: Kysely<ChainSchema>,
  addresses: readonly string[],
  owned: readonly { collection: string; id: bigint; owner: string }[],
): Promise<StoredMultiTokenWallet[]> {
  if (addresses.length === 0 && owned.length === 0) return [];
  const triples = owned.map((key) => sql`(${key.collection}, ${key.id.toString()}::numeric, ${key.owner})`);
  return db
    .selectFrom('multi_token_wallets')
    .selectAll()
    .where((eb) =>
      eb.or([
        sql<boolean>`address = ANY(${textArray(addresses)}::text[])`,
        ...(triples.length > 0 ? [sql<boolean>`(collection_address, token_id, owner_address) IN (${sql.join(triples)})`] : []),
      ]),
    )
    .execute();
}
