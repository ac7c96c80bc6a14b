-- Token tables (TIP-3 and TEP-74 Jettons), derived by the indexer from the chain rows it writes, inside the same
-- transaction as the checkpoint. Addresses are raw lower-case 'wc:hex' text, as the token API gives them; amounts are
-- numeric (TIP-3 balances are uint128, jetton balances VarUInteger 16).

CREATE TABLE token_roots (
  address text PRIMARY KEY,
  standard text NOT NULL CHECK (standard IN ('Tip3', 'Jetton')),
  name text NOT NULL,
  symbol text NOT NULL,
  decimals integer NOT NULL,
  total_supply numeric NOT NULL,
  owner_address text,
  -- When the indexer first met the root (block time, seconds) and the logical time of the last change it applied.
  created_at bigint NOT NULL,
  updated_lt bigint NOT NULL
);
CREATE INDEX token_roots_by_symbol ON token_roots (lower(symbol) text_pattern_ops);
CREATE INDEX token_roots_by_created ON token_roots (created_at DESC, address DESC);

CREATE TABLE token_wallets (
  address text PRIMARY KEY,
  root_address text NOT NULL,
  owner_address text NOT NULL,
  balance numeric NOT NULL,
  updated_at bigint NOT NULL,
  updated_lt bigint NOT NULL
);
CREATE INDEX token_wallets_by_owner ON token_wallets (owner_address, root_address);
CREATE INDEX token_wallets_by_root_balance ON token_wallets (root_address, balance DESC, address DESC);

-- One row per token operation a wallet's transaction performs (`position` orders the operations of a transaction).
-- `owner_address` is the owner of `wallet_address`, the wallet whose balance the operation changes.
CREATE TABLE token_transactions (
  transaction_hash text NOT NULL,
  position smallint NOT NULL,
  message_hash text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('Mint', 'Burn', 'Send', 'Receive', 'SendCancellation', 'BurnCancellation')),
  standard text NOT NULL CHECK (standard IN ('Tip3', 'Jetton')),
  root_address text NOT NULL,
  wallet_address text NOT NULL,
  owner_address text NOT NULL,
  sender_owner text,
  sender_wallet text,
  receiver_owner text,
  receiver_wallet text,
  amount numeric NOT NULL,
  block_time bigint NOT NULL,
  lt bigint NOT NULL,
  PRIMARY KEY (transaction_hash, position)
);
CREATE INDEX token_transactions_by_time ON token_transactions (block_time DESC, lt DESC, transaction_hash DESC, position DESC);
CREATE INDEX token_transactions_by_root ON token_transactions (root_address, block_time DESC, lt DESC);
CREATE INDEX token_transactions_by_owner ON token_transactions (owner_address, block_time DESC, lt DESC);
CREATE INDEX token_transactions_by_message ON token_transactions (message_hash);

-- Per-day counts and sums of token operations by root and kind (day = start of the UTC day, seconds).
CREATE TABLE token_stats_daily (
  root_address text NOT NULL,
  day bigint NOT NULL,
  kind text NOT NULL,
  count bigint NOT NULL,
  amount numeric NOT NULL,
  PRIMARY KEY (root_address, day, kind)
);

-- USD prices of token roots from the DEX API, merged: a price stays until a later answer gives a new one.
CREATE TABLE token_prices (
  root_address text PRIMARY KEY,
  usd_price numeric NOT NULL CHECK (usd_price >= 0),
  updated_at timestamptz NOT NULL DEFAULT now()
);
