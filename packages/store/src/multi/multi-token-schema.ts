import type { Int8, Numeric } from '../sql/columns.js';

/** A standard-6 multi-token collection (migration 0016). */
export interface MultiTokenCollectionsTable {
  address: string;
  token_count: Int8;
  live_token_count: Int8;
  total_supply: Numeric;
  last_token_id: Numeric;
  created_at: Int8;
  created_lt: Int8;
  updated_lt: Int8;
}

/** A multi-token of a collection, with its NFT and supply. */
export interface MultiTokensTable {
  collection_address: string;
  token_id: Numeric;
  nft_address: string | null;
  minted: Numeric;
  supply: Numeric;
  created_at: Int8;
  created_lt: Int8;
  updated_lt: Int8;
}

/** An owner's wallet of one multi-token. */
export interface MultiTokenWalletsTable {
  address: string;
  collection_address: string;
  token_id: Numeric;
  owner_address: string;
  nft_address: string | null;
  balance: Numeric;
  created_at: Int8;
  created_lt: Int8;
  updated_at: Int8;
  updated_lt: Int8;
}

export interface MultiTokenSchema {
  multi_token_collections: MultiTokenCollectionsTable;
  multi_tokens: MultiTokensTable;
  multi_token_wallets: MultiTokenWalletsTable;
}
