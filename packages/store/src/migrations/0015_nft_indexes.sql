-- TIP-4.3 Index and IndexBasis contracts, derived by the indexer from the transactions that deploy and destroy them,
-- inside the same transaction as the blocks they come from. An NFT deploys two Index contracts for its owner (one
-- for the owner's NFTs of its collection, one for all the owner's NFTs) and destroys them when it changes hands or
-- burns; a collection deploys one IndexBasis. A redeployed Index (its address is its NFT's and owner's) is live again.
CREATE TABLE nft_indexes (
  address text PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('Index', 'IndexBasis')),
  collection_address text NOT NULL,
  -- Index only: the NFT and its owner, and whether the Index's salt names the collection.
  nft_address text,
  owner_address text,
  in_collection boolean,
  live boolean NOT NULL,
  deployed_at bigint NOT NULL,
  deployed_lt bigint NOT NULL,
  destroyed_lt bigint
);
CREATE INDEX nft_indexes_by_owner ON nft_indexes (owner_address, nft_address) WHERE live AND kind = 'Index';
CREATE INDEX nft_indexes_by_nft ON nft_indexes (nft_address) WHERE kind = 'Index';
