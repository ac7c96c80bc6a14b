import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { ChainSchema } from '../../schema.js';
import { QueryInputError } from '../../sql/errors.js';
import { fetchPage, type KeysetOrder, type Page, type PageRequest } from '../../sql/paging.js';
import { optionalRawAddress, rawAddressInput } from '../../sql/inputs.js';

/** A standard-6 multi-token collection's counts as the indexer derives them. */
export interface MultiTokenCollectionRecord {
  readonly address: string;
  readonly token_count: bigint;
  readonly live_token_count: bigint;
  readonly total_supply: string;
  readonly last_token_id: string;
  readonly created_at: bigint;
}

/** A multi-token of a collection, named by its NFT's metadata when the fetcher read one. */
export interface MultiTokenRecord {
  readonly collection_address: string;
  readonly token_id: string;
  readonly nft_address: string | null;
  readonly name: string | null;
  readonly minted: string;
  readonly supply: string;
  readonly created_at: bigint;
}

/** An owner's wallet of a multi-token, named by the token's NFT. */
export interface MultiTokenWalletRecord {
  readonly address: string;
  readonly collection_address: string;
  readonly token_id: string;
  readonly owner_address: string;
  readonly nft_address: string | null;
  readonly name: string | null;
  readonly balance: string;
  readonly created_at: bigint;
  readonly created_lt: bigint;
}

/** The wallets of an owner (newest first) or of one multi-token by its NFT (largest balance first): one of the two. */
export interface MultiTokenWalletFilter {
  readonly ownerAddress?: string;
  readonly nftAddress?: string;
}

/** The multi-token collection at an address, if the indexer met one there. */
export async function multiTokenCollectionByAddress(db: Kysely<ChainSchema>, address: string): Promise<MultiTokenCollectionRecord | undefined> {
  return db
    .selectFrom('multi_token_collections')
    .select(['address', 'token_count', 'live_token_count', 'total_supply', 'last_token_id', 'created_at'])
    .where('address', '=', rawAddressInput('address', address))
    .executeTakeFirst();
}

const TOKEN_ORDER: KeysetOrder<MultiTokenRecord> = {
  kind: 'multi-tokens:id',
  order: 'ASC',
  columns: [{ expression: sql.ref('multi_tokens.token_id'), type: 'numeric' }],
  key: (row) => [row.token_id],
};

/** A collection's multi-tokens in id order, burned-out ones too (their supply is 0), in cursor pages. */
export async function listMultiTokens(db: Kysely<ChainSchema>, collectionAddress: string, page: PageRequest): Promise<Page<MultiTokenRecord>> {
  const query = db
    .selectFrom('multi_tokens')
    .leftJoin('nft_metadata', 'nft_metadata.address', 'multi_tokens.nft_address')
    .select(['multi_tokens.collection_address', 'multi_tokens.nft_address', 'multi_tokens.minted', 'multi_tokens.supply', 'multi_tokens.created_at'])
    .select([sql<string>`multi_tokens.token_id::text`.as('token_id'), 'nft_metadata.name'])
    .where('multi_tokens.collection_address', '=', rawAddressInput('collectionAddress', collectionAddress));
  return fetchPage(query as SelectQueryBuilder<ChainSchema, 'multi_tokens', MultiTokenRecord>, TOKEN_ORDER, page);
}

const WALLETS_BY_OWNER: KeysetOrder<MultiTokenWalletRecord> = {
  kind: 'multi-token-wallets:created',
  order: 'DESC',
  columns: [
    { expression: sql.ref('multi_token_wallets.created_lt'), type: 'bigint' },
    { expression: sql.ref('multi_token_wallets.address'), type: 'address' },
  ],
  key: (row) => [row.created_lt.toString(), row.address],
};

const WALLETS_BY_BALANCE: KeysetOrder<MultiTokenWalletRecord> = {
  kind: 'multi-token-wallets:balance',
  order: 'DESC',
  columns: [
    { expression: sql.ref('multi_token_wallets.balance'), type: 'numeric' },
    { expression: sql.ref('multi_token_wallets.address'), type: 'address' },
  ],
  key: (row) => [row.balance, row.address],
};

function selectWallets(db: Kysely<ChainSchema>) {
  return db
    .selectFrom('multi_token_wallets')
    .leftJoin('nft_metadata', 'nft_metadata.address', 'multi_token_wallets.nft_address')
    .select([
      'multi_token_wallets.address',
      'multi_token_wallets.collection_address',
      'multi_token_wallets.owner_address',
      'multi_token_wallets.nft_address',
      'multi_token_wallets.balance',
      'multi_token_wallets.created_at',
      'multi_token_wallets.created_lt',
    ])
    .select([sql<string>`multi_token_wallets.token_id::text`.as('token_id'), 'nft_metadata.name']);
}

/** The multi-token wallet at an address, emptied or not. */
export async function multiTokenWalletByAddress(db: Kysely<ChainSchema>, address: string): Promise<MultiTokenWalletRecord | undefined> {
  return selectWallets(db).where('multi_token_wallets.address', '=', rawAddressInput('address', address)).executeTakeFirst();
}

/** Wallets holding a multi-token (a wallet emptied is no holding), in cursor pages. */
export async function listMultiTokenWallets(
  db: Kysely<ChainSchema>,
  filter: MultiTokenWalletFilter,
  page: PageRequest,
): Promise<Page<MultiTokenWalletRecord>> {
  const owner = optionalRawAddress('ownerAddress', filter.ownerAddress);
  const nft = optionalRawAddress('nftAddress', filter.nftAddress);
  if (owner === undefined && nft === undefined) throw new QueryInputError('ownerAddress', 'is required (or nftAddress)');
  const query = selectWallets(db)
    .where('multi_token_wallets.balance', '>', '0')
    .$if(owner !== undefined, (q) => q.where('multi_token_wallets.owner_address', '=', owner!))
    .$if(nft !== undefined, (q) => q.where('multi_token_wallets.nft_address', '=', nft!));
  const order = owner !== undefined ? WALLETS_BY_OWNER : WALLETS_BY_BALANCE;
  return fetchPage(query as SelectQueryBuilder<ChainSchema, 'multi_token_wallets', MultiTokenWalletRecord>, order, page);
}
