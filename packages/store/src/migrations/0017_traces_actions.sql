-- Traces and actions (ARCHITECTURE §12), derived by the indexer inside the transaction that writes the chain rows they
-- come from and the checkpoint. Addresses are raw lower-case 'wc:hex' text, hashes lower-case hex.

-- The trace a transaction belongs to: its root transaction's hash. Null for transactions indexed without traces.
ALTER TABLE transactions ADD COLUMN trace_id text;
CREATE INDEX transactions_by_trace ON transactions (trace_id, lt, hash) WHERE trace_id IS NOT NULL;

-- A trace: the transactions caused by one external inbound message, one tick or tock, or one internal message whose
-- origin lies before the indexed history. It grows as its later transactions are indexed; pending_messages counts
-- the internal messages its transactions sent that no indexed transaction has consumed yet (complete: none left).
CREATE TABLE traces (
  trace_id text PRIMARY KEY,
  root_message_hash text,
  root_account text NOT NULL,
  start_lt bigint NOT NULL,
  end_lt bigint NOT NULL,
  start_time bigint NOT NULL,
  end_time bigint NOT NULL,
  transaction_count integer NOT NULL,
  action_count integer NOT NULL,
  pending_messages integer NOT NULL,
  complete boolean NOT NULL
);

-- What each transaction did, as the classifier of @tvmscan/contracts tells it: one row per action (position orders
-- a transaction's actions), the whole action as JSON (kept as written: nothing queries inside it), and the columns
-- lists filter on. A trace's actions are found through its transactions (transactions_by_trace).
CREATE TABLE actions (
  transaction_hash text NOT NULL,
  position smallint NOT NULL,
  trace_id text NOT NULL,
  lt bigint NOT NULL,
  block_time bigint NOT NULL,
  type text NOT NULL,
  success boolean NOT NULL,
  amount numeric,
  token_root text,
  exit_code integer,
  action json NOT NULL,
  PRIMARY KEY (transaction_hash, position)
);

-- Every account an action names, ordered for an account's history newest first; a filter by type walks that order.
CREATE TABLE action_accounts (
  account text NOT NULL,
  block_time bigint NOT NULL,
  lt bigint NOT NULL,
  transaction_hash text NOT NULL,
  position smallint NOT NULL,
  type text NOT NULL,
  PRIMARY KEY (account, block_time, lt, transaction_hash, position)
);
