-- NFT tables (TIP-4 collections and items, their events), derived by the indexer from the NFTs' events inside the
-- same transaction as the blocks they come from; and the NFT metadata, read by a background fetcher (getters through
-- a state source, or the metadata URL), which is not a chain table. Addresses are raw lower-case 'wc:hex' text; NFT
-- ids are numeric (uint256).

-- A collection, met at its first NFT's creation; the counts follow its NFTs' NftCreated and NftBurned events.
CREATE TABLE nft_collections (
  address text PRIMARY KEY,
  minted_count bigint NOT NULL,
  burned_count bigint NOT NULL,
  created_at bigint NOT NULL,
  created_lt bigint NOT NULL,
  updated_lt bigint NOT NULL
);
CREATE INDEX nft_collections_by_created ON nft_collections (created_at DESC, address DESC);

CREATE TABLE nft_items (
  address text PRIMARY KEY,
  collection_address text NOT NULL,
  nft_id numeric NOT NULL,
  owner_address text NOT NULL,
  manager_address text NOT NULL,
  burned boolean NOT NULL,
  created_at bigint NOT NULL,
  created_lt bigint NOT NULL,
  updated_at bigint NOT NULL,
  updated_lt bigint NOT NULL
);
CREATE INDEX nft_items_by_collection ON nft_items (collection_address, nft_id, address);
CREATE INDEX nft_items_by_owner ON nft_items (owner_address, created_lt DESC, address DESC);
CREATE INDEX nft_items_by_manager ON nft_items (manager_address, created_lt DESC, address DESC);

-- One row per NFT event (event_index orders the events of one transaction); from and to are derived as the API
-- gives them: creation from the zero address of workchain 0, a burn to it.
CREATE TABLE nft_events (
  transaction_hash text NOT NULL,
  event_index smallint NOT NULL,
  lt bigint NOT NULL,
  block_time bigint NOT NULL,
  kind text NOT NULL CHECK (kind IN ('NftCreated', 'OwnerChanged', 'ManagerChanged', 'NftBurned')),
  nft_address text NOT NULL,
  collection_address text NOT NULL,
  nft_id numeric NOT NULL,
  from_address text NOT NULL,
  to_address text NOT NULL,
  manager_address text,
  PRIMARY KEY (transaction_hash, event_index)
);
CREATE INDEX nft_events_by_nft ON nft_events (nft_address, lt DESC, transaction_hash DESC, event_index DESC);
CREATE INDEX nft_events_by_collection ON nft_events (collection_address, lt DESC, transaction_hash DESC, event_index DESC);
CREATE INDEX nft_events_by_from ON nft_events (from_address, lt DESC);
CREATE INDEX nft_events_by_to ON nft_events (to_address, lt DESC);

-- What the metadata fetcher read of a collection or an NFT. status: Inline (TIP-4.2 getJson), Fetched (TIP-4.2.2
-- URL), Pending (to be read, again at next_attempt_at), Failed (given up: lists leave the item out), None (no metadata).
CREATE TABLE nft_metadata (
  address text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('Collection', 'Nft')),
  status text NOT NULL CHECK (status IN ('Inline', 'Fetched', 'Pending', 'Failed', 'None')),
  interface_ids jsonb NOT NULL,
  -- The standards the interface ids tell ('TIP-4.1', 'TIP-4.2', 'TIP-4.2.2', 'TIP-4.3', 'VEP-1155').
  standards jsonb NOT NULL,
  json jsonb,
  metadata_url text,
  metadata_type text,
  name text,
  description text,
  preview_url text,
  preview_mime_type text,
  external_url text,
  owner_address text,
  nft_code_hash text,
  attempts integer NOT NULL,
  next_attempt_at timestamptz,
  error text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX nft_metadata_due ON nft_metadata (next_attempt_at) WHERE status = 'Pending';
CREATE INDEX nft_metadata_by_name ON nft_metadata (lower(name) text_pattern_ops) WHERE kind = 'Collection';
