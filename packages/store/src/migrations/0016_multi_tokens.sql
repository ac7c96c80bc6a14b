-- Standard-6 multi-tokens (VEP-1155), derived by the indexer from the events of their collections and wallets inside
-- the same transaction as the blocks they come from. Addresses are raw lower-case 'wc:hex' text; token ids (uint256)
-- and amounts (uint128) are numeric.

-- A multi-token collection, met at its first MultiTokenCreated: how many multi-tokens it minted, how many still have
-- a supply (what the collection's totalSupply counts), the supply of all of them, and the id it minted last.
CREATE TABLE multi_token_collections (
  address text PRIMARY KEY,
  token_count bigint NOT NULL,
  live_token_count bigint NOT NULL,
  total_supply numeric NOT NULL,
  last_token_id numeric NOT NULL,
  created_at bigint NOT NULL,
  created_lt bigint NOT NULL,
  updated_lt bigint NOT NULL
);

-- A multi-token of a collection: its NFT (the one the collection deployed for it in the minting transaction) and its
-- supply, the minted amount less the burned.
CREATE TABLE multi_tokens (
  collection_address text NOT NULL,
  token_id numeric NOT NULL,
  nft_address text,
  minted numeric NOT NULL,
  supply numeric NOT NULL,
  created_at bigint NOT NULL,
  created_lt bigint NOT NULL,
  updated_lt bigint NOT NULL,
  PRIMARY KEY (collection_address, token_id)
);
CREATE INDEX multi_tokens_by_nft ON multi_tokens (nft_address);

-- A multi-token wallet: the owner's balance of one multi-token.
CREATE TABLE multi_token_wallets (
  address text PRIMARY KEY,
  collection_address text NOT NULL,
  token_id numeric NOT NULL,
  owner_address text NOT NULL,
  nft_address text,
  balance numeric NOT NULL,
  created_at bigint NOT NULL,
  created_lt bigint NOT NULL,
  updated_at bigint NOT NULL,
  updated_lt bigint NOT NULL
);
CREATE INDEX multi_token_wallets_by_token ON multi_token_wallets (collection_address, token_id, owner_address);
CREATE INDEX multi_token_wallets_by_owner ON multi_token_wallets (owner_address, created_lt DESC, address DESC);
CREATE INDEX multi_token_wallets_by_nft ON multi_token_wallets (nft_address, balance DESC, address);
