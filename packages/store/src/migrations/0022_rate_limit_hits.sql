-- The requests each client (an address, or an API key) sent to each API in its current window, shared by every
-- `serve` process on this database so that a limit holds whichever process answers. A row holds one window: the
-- first request after the window ends starts the next. Unlogged: counts are not worth a write-ahead log (nor a
-- replica's copy); a crash forgets them, as a restart of an in-memory limit would.
CREATE UNLOGGED TABLE rate_limit_hits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_ends timestamptz NOT NULL
);
CREATE INDEX rate_limit_hits_window_ends ON rate_limit_hits (window_ends);
