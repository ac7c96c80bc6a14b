-- Per-root aggregates of the token tables, kept by the indexer in the same transaction as the rows they sum, so that
-- the token view and the market list read them instead of counting per request.

-- A root's holders (its wallets with a positive balance) and its transfers in the 24 hours up to the newest indexed
-- block: every token transaction but Receive (a transfer's Receive is the same transfer as its Send), counted and
-- its amounts summed. A root's row exists once it has a holder or a transfer; a root without one reads as zeros.
CREATE TABLE token_root_stats (
  root_address text PRIMARY KEY,
  holders bigint NOT NULL DEFAULT 0 CHECK (holders >= 0),
  transfers_24h bigint NOT NULL DEFAULT 0 CHECK (transfers_24h >= 0),
  volume_24h numeric NOT NULL DEFAULT 0 CHECK (volume_24h >= 0)
);
CREATE INDEX token_root_stats_by_holders ON token_root_stats (holders DESC, root_address DESC);
CREATE INDEX token_root_stats_by_transfers ON token_root_stats (transfers_24h DESC, root_address DESC);

-- The end of the 24-hour window: the block time of the newest masterchain block written. The transfers with a block
-- time after head_time - 86400 are those token_root_stats sums.
CREATE TABLE token_activity_window (
  id integer PRIMARY KEY CHECK (id = 1),
  head_time bigint NOT NULL
);

-- A root's holders at the end of each UTC day on which they changed (day = start of the day, seconds); a day
-- without a row has the count of the latest day before it.
CREATE TABLE token_holders_daily (
  root_address text NOT NULL,
  day bigint NOT NULL,
  holders bigint NOT NULL CHECK (holders >= 0),
  PRIMARY KEY (root_address, day)
);

-- An index written before this migration: the figures from the rows it holds, the holders' history starting today.
INSERT INTO token_activity_window (id, head_time)
SELECT 1, max(gen_utime) FROM blocks WHERE workchain = -1 HAVING max(gen_utime) IS NOT NULL;

INSERT INTO token_root_stats (root_address, holders)
SELECT root_address, count(*) FROM token_wallets WHERE balance > 0 GROUP BY root_address;

INSERT INTO token_root_stats AS stats (root_address, transfers_24h, volume_24h)
SELECT root_address, count(*), sum(amount)
FROM token_transactions
WHERE kind <> 'Receive' AND root_address <> ''
  AND block_time > (SELECT head_time - 86400 FROM token_activity_window WHERE id = 1)
GROUP BY root_address
ON CONFLICT (root_address) DO UPDATE SET transfers_24h = excluded.transfers_24h, volume_24h = excluded.volume_24h;

INSERT INTO token_holders_daily (root_address, day, holders)
SELECT root_address, head_time - head_time % 86400, holders
FROM token_root_stats, token_activity_window
WHERE holders > 0;
