-- Accounts without a creation or update time (never-deployed addresses) sort as the oldest: last in a newest-first
-- list, first in an oldest-first one. The list orders by the time with -1 for none, so the indexes follow suit.
DROP INDEX accounts_by_created;
DROP INDEX accounts_by_updated;
CREATE INDEX accounts_by_created ON accounts ((coalesce(created_at, -1)) DESC, workchain DESC, address DESC);
CREATE INDEX accounts_by_updated ON accounts ((coalesce(updated_at, -1)) DESC, workchain DESC, address DESC);

-- A block's next block is the one naming it as a previous block, across shard splits and merges.
CREATE INDEX blocks_by_prev1 ON blocks (prev1_root_hash);
CREATE INDEX blocks_by_prev2 ON blocks (prev2_root_hash) WHERE prev2_root_hash IS NOT NULL;
