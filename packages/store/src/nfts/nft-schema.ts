import type { Generated } from 'kysely';
import type { Int8, Json, Numeric } from '../sql/columns.js';

/** The NFT event kinds (spec 001 §3 NFT events, NftBurned added for a burn). */
export type NftEventKind = 'NftCreated' | 'OwnerChanged' | 'ManagerChanged' | 'NftBurned';
/** Where the metadata of a collection or an NFT stands (nft_metadata.status). */
export type NftMetadataStatus = 'Inline' | 'Fetched' | 'Pending' | 'Failed' | 'None';

export interface NftCollectionsTable {
  address: string;
  minted_count: Int8;
  burned_count: Int8;
  created_at: Int8;
  created_lt: Int8;
  updated_lt: Int8;
}

export interface NftItemsTable {
  address: string;
  collection_address: string;
  nft_id: Numeric;
  owner_address: string;
  manager_address: string;
  burned: boolean;
  created_at: Int8;
  created_lt: Int8;
  updated_at: Int8;
  updated_lt: Int8;
}

export interface NftEventsTable {
  transaction_hash: string;
  event_index: number;
  lt: Int8;
  block_time: Int8;
  kind: NftEventKind;
  nft_address: string;
  collection_address: string;
  nft_id: Numeric;
  from_address: string;
  to_address: string;
  manager_address: string | null;
}

export interface NftMetadataTable {
  address: string;
  kind: 'Collection' | 'Nft';
  status: NftMetadataStatus;
  interface_ids: Json<number[]>;
  standards: Json<string[]>;
  json: Json<unknown> | null;
  metadata_url: string | null;
  metadata_type: string | null;
  name: string | null;
  description: string | null;
  preview_url: string | null;
  preview_mime_type: string | null;
  external_url: string | null;
  owner_address: string | null;
  nft_code_hash: string | null;
  attempts: number;
  next_attempt_at: Date | null;
  error: string | null;
  updated_at: Generated<Date>;
}

/** A TIP-4.3 Index or IndexBasis contract (migration 0015). */
export interface NftIndexesTable {
  address: string;
  kind: 'Index' | 'IndexBasis';
  collection_address: string;
  nft_address: string | null;
  owner_address: string | null;
  in_collection: boolean | null;
  live: boolean;
  deployed_at: Int8;
  deployed_lt: Int8;
  destroyed_lt: Int8 | null;
}

export interface NftSchema {
  nft_collections: NftCollectionsTable;
  nft_items: NftItemsTable;
  nft_events: NftEventsTable;
  nft_metadata: NftMetadataTable;
  nft_indexes: NftIndexesTable;
}
