-- Users of the registry API, created the first time their access token is seen, by the token's subject.
CREATE TABLE users (
  id bigserial PRIMARY KEY,
  subject text NOT NULL UNIQUE CHECK (length(subject) BETWEEN 1 AND 255),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Personal API keys: only the SHA-256 of a key is kept. A new key revokes the previous one, and the partial unique
-- index makes a second active key for a user impossible, whatever the code does.
CREATE TABLE api_keys (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key_hash bytea NOT NULL UNIQUE CHECK (length(key_hash) = 32),
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE UNIQUE INDEX api_keys_one_active_per_user ON api_keys (user_id) WHERE revoked_at IS NULL;
