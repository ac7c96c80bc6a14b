-- The count cache is keyed by the SHA-256 (hex) of the list's scope and normalised filter: the filter itself, as
-- the key, passed PostgreSQL's btree row limit (2704 bytes) with about 30 addresses, and every such count failed.
-- The old keys cannot be hashed here the way the store hashes them; they are cached counts, so they are dropped.
TRUNCATE count_cache;
ALTER TABLE count_cache ADD CONSTRAINT count_cache_key_is_sha256 CHECK (key ~ '^[0-9a-f]{64}$');
-- The cache keeps its most recently computed rows (see cachedCount).
CREATE INDEX count_cache_computed_at ON count_cache (computed_at);
