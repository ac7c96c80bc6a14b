-- Chain tables: written only by the indexer, inside the transaction that advances the checkpoint.
-- Hashes and account ids are lower-case hex text, shards 16 hex digits, logical times bigint,
-- amounts numeric (coins reach 2^120; balance changes may be negative).

CREATE TABLE blocks (
  root_hash text PRIMARY KEY,
  file_hash text NOT NULL,
  workchain integer NOT NULL,
  shard text NOT NULL,
  seqno integer NOT NULL,
  mc_seqno integer NOT NULL,
  global_id integer NOT NULL,
  version integer NOT NULL,
  gen_utime bigint NOT NULL,
  gen_software_version integer,
  gen_software_capabilities bigint,
  start_lt bigint NOT NULL,
  end_lt bigint NOT NULL,
  is_key_block boolean NOT NULL,
  prev_key_block_seqno integer NOT NULL,
  prev1_seqno integer NOT NULL,
  prev1_root_hash text NOT NULL,
  prev2_seqno integer,
  prev2_root_hash text,
  after_merge boolean NOT NULL,
  after_split boolean NOT NULL,
  before_split boolean NOT NULL,
  want_split boolean NOT NULL,
  want_merge boolean NOT NULL,
  vert_seqno integer NOT NULL,
  gen_validator_list_hash_short bigint NOT NULL,
  gen_catchain_seqno integer NOT NULL,
  min_ref_mc_seqno bigint NOT NULL,
  master_ref_seqno integer,
  transaction_count integer NOT NULL,
  account_block_count integer NOT NULL,
  in_msg_count integer NOT NULL,
  out_msg_count integer NOT NULL,
  value_flow jsonb NOT NULL,
  UNIQUE (workchain, shard, seqno)
);
CREATE INDEX blocks_by_time ON blocks (gen_utime DESC, root_hash DESC);
CREATE INDEX blocks_by_mc_seqno ON blocks (mc_seqno);
CREATE INDEX blocks_by_seqno ON blocks (workchain, seqno DESC);
CREATE INDEX blocks_with_transactions ON blocks (gen_utime DESC, root_hash DESC) WHERE transaction_count > 0;

-- The shard tops each masterchain block names (McBlockExtra.shard_hashes).
CREATE TABLE shard_descriptions (
  mc_seqno integer NOT NULL,
  workchain integer NOT NULL,
  shard text NOT NULL,
  seqno integer NOT NULL,
  root_hash text NOT NULL,
  file_hash text NOT NULL,
  reg_mc_seqno bigint NOT NULL,
  start_lt bigint NOT NULL,
  end_lt bigint NOT NULL,
  gen_utime bigint NOT NULL,
  min_ref_mc_seqno bigint NOT NULL,
  before_split boolean NOT NULL,
  before_merge boolean NOT NULL,
  want_split boolean NOT NULL,
  want_merge boolean NOT NULL,
  fees_collected numeric NOT NULL,
  funds_created numeric NOT NULL,
  PRIMARY KEY (mc_seqno, workchain, shard)
);

CREATE TABLE transactions (
  hash text PRIMARY KEY,
  workchain integer NOT NULL,
  account text NOT NULL,
  lt bigint NOT NULL,
  now bigint NOT NULL,
  block_root_hash text NOT NULL,
  mc_seqno integer NOT NULL,
  tx_type text NOT NULL,
  tick_tock text,
  aborted boolean NOT NULL,
  orig_status text NOT NULL,
  end_status text NOT NULL,
  total_fees numeric NOT NULL,
  balance_change numeric NOT NULL,
  in_msg_value numeric NOT NULL,
  out_msgs_value numeric NOT NULL,
  exit_code integer,
  result_code integer,
  in_msg_hash text,
  out_msg_count integer NOT NULL,
  prev_trans_hash text NOT NULL,
  prev_trans_lt bigint NOT NULL,
  old_hash text NOT NULL,
  new_hash text NOT NULL,
  description jsonb NOT NULL,
  fees jsonb NOT NULL,
  boc bytea NOT NULL
);
CREATE INDEX transactions_by_time ON transactions (now DESC, lt DESC, hash DESC);
CREATE INDEX transactions_by_account ON transactions (workchain, account, lt DESC);
CREATE INDEX transactions_by_block ON transactions (block_root_hash, lt);
CREATE INDEX transactions_by_mc_seqno ON transactions (mc_seqno);

-- One row per message; the transaction that created it and the one that consumed it are filled in as each is indexed.
CREATE TABLE messages (
  hash text PRIMARY KEY,
  message_type text NOT NULL,
  src_workchain integer,
  src_address text,
  dst_workchain integer,
  dst_address text,
  value numeric NOT NULL,
  fwd_fee numeric NOT NULL,
  ihr_fee numeric NOT NULL,
  import_fee numeric NOT NULL,
  created_lt bigint,
  created_at bigint,
  bounce boolean NOT NULL,
  bounced boolean NOT NULL,
  body_hash text,
  has_state_init boolean NOT NULL,
  src_transaction_hash text,
  src_transaction_lt bigint,
  src_transaction_time bigint,
  dst_transaction_hash text,
  dst_transaction_lt bigint,
  dst_transaction_time bigint,
  mc_seqno integer NOT NULL,
  boc bytea NOT NULL
);
CREATE INDEX messages_by_src_time ON messages (src_transaction_time DESC, hash DESC) WHERE src_transaction_hash IS NOT NULL;
CREATE INDEX messages_by_dst_time ON messages (dst_transaction_time DESC, hash DESC) WHERE dst_transaction_hash IS NOT NULL;
CREATE INDEX messages_by_src ON messages (src_workchain, src_address, created_lt DESC);
CREATE INDEX messages_by_dst ON messages (dst_workchain, dst_address, created_lt DESC);
CREATE INDEX messages_by_src_transaction ON messages (src_transaction_hash);
CREATE INDEX messages_by_dst_transaction ON messages (dst_transaction_hash);

CREATE TABLE account_blocks (
  block_root_hash text NOT NULL,
  workchain integer NOT NULL,
  account text NOT NULL,
  old_hash text NOT NULL,
  new_hash text NOT NULL,
  transaction_count integer NOT NULL,
  PRIMARY KEY (block_root_hash, account)
);

-- Accounts as the latest indexed transaction (or state) leaves them.
CREATE TABLE accounts (
  workchain integer NOT NULL,
  address text NOT NULL,
  balance numeric NOT NULL,
  state text NOT NULL,
  code_hash text,
  creator_workchain integer,
  creator_address text,
  created_at bigint,
  updated_at bigint,
  last_trans_lt bigint,
  last_trans_hash text,
  PRIMARY KEY (workchain, address)
);
CREATE INDEX accounts_by_balance ON accounts (balance DESC, workchain DESC, address DESC);
CREATE INDEX accounts_by_created ON accounts (created_at DESC, workchain DESC, address DESC);
CREATE INDEX accounts_by_updated ON accounts (updated_at DESC, workchain DESC, address DESC);
CREATE INDEX accounts_by_code_hash ON accounts (code_hash, workchain, address);

-- The latest full account state a state source or a state file gave.
CREATE TABLE account_states (
  workchain integer NOT NULL,
  address text NOT NULL,
  last_trans_lt bigint,
  boc bytea NOT NULL,
  fetched_at bigint NOT NULL,
  PRIMARY KEY (workchain, address)
);

-- The config of every key block (and of the zerostate, mc_seqno 0).
CREATE TABLE configs (
  mc_seqno integer PRIMARY KEY,
  block_root_hash text,
  gen_utime bigint NOT NULL,
  config_address text NOT NULL,
  boc bytea NOT NULL
);

-- Validator sets seen in config params 32 (previous), 34 (current) and 36 (next), identified by utime_since.
CREATE TABLE validator_sets (
  utime_since bigint PRIMARY KEY,
  utime_until bigint NOT NULL,
  total integer NOT NULL,
  main integer NOT NULL,
  total_weight numeric NOT NULL,
  validators jsonb NOT NULL,
  first_mc_seqno integer NOT NULL
);

-- Elections seen in the elector's state, by election id (the time the new set takes over).
CREATE TABLE elections (
  election_id bigint PRIMARY KEY,
  elect_close bigint,
  min_stake numeric,
  total_stake numeric NOT NULL,
  bonuses numeric NOT NULL,
  finished boolean NOT NULL,
  failed boolean NOT NULL,
  participants jsonb NOT NULL,
  updated_mc_seqno integer NOT NULL
);

-- Per-period counters: 10 s buckets for the live chart, 1 h and 1 d for the stats series.
CREATE TABLE stats_buckets (
  period integer NOT NULL,
  bucket_start bigint NOT NULL,
  transactions bigint NOT NULL,
  messages bigint NOT NULL,
  accounts_created bigint NOT NULL,
  accounts_active bigint NOT NULL,
  volume numeric NOT NULL,
  total_supply numeric,
  PRIMARY KEY (period, bucket_start)
);

-- Running totals of the whole chain (one row).
CREATE TABLE chain_totals (
  id integer PRIMARY KEY CHECK (id = 1),
  transactions bigint NOT NULL,
  messages bigint NOT NULL,
  accounts bigint NOT NULL,
  total_supply numeric NOT NULL,
  latest_mc_seqno integer NOT NULL,
  latest_mc_utime bigint NOT NULL,
  shardchain_count integer NOT NULL
);

-- Where the indexer is: the last masterchain seqno written, advanced in the same transaction as its rows.
CREATE TABLE checkpoint (
  id integer PRIMARY KEY CHECK (id = 1),
  mc_seqno integer NOT NULL,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Counts per list filter, cached for the API and refreshed by the indexer.
CREATE TABLE count_cache (
  key text PRIMARY KEY,
  count bigint NOT NULL,
  computed_mc_seqno integer NOT NULL,
  computed_at timestamptz NOT NULL DEFAULT now()
);
