-- Token lists of the registry (spec 001 §3 token list): written only by the registry API, inside transactions.
-- `owner_id` is null only for the system list (url 'system'), which is built from the configured token manifests.
CREATE TABLE token_lists (
  id serial PRIMARY KEY,
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 127),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 127),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 4096),
  asset_logo_url text,
  verified boolean NOT NULL,
  is_public boolean NOT NULL,
  owner_id bigint REFERENCES users (id) ON DELETE CASCADE,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A url is taken whatever its case.
CREATE UNIQUE INDEX token_lists_by_url ON token_lists (lower(url));
CREATE INDEX token_lists_by_owner ON token_lists (owner_id);
CREATE INDEX token_lists_by_update ON token_lists (updated_at DESC, id DESC);

-- The tokens of a list in its order (`position` from 0). The manifest_* columns keep what a manifest said of a
-- token of the system list, which this chain may not know.
CREATE TABLE token_list_tokens (
  list_id integer NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
  root_address text NOT NULL,
  position integer NOT NULL CHECK (position >= 0),
  manifest_name text,
  manifest_symbol text,
  manifest_decimals integer,
  manifest_logo text,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (list_id, root_address)
);
CREATE INDEX token_list_tokens_by_root ON token_list_tokens (root_address);

-- Tokens proposed to a list: Pending until a manager adds (the row goes, the token joins the list) or declines it;
-- a Declined row stays, so that the token cannot be proposed again.
CREATE TABLE token_list_proposals (
  list_id integer NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
  root_address text NOT NULL,
  status text NOT NULL CHECK (status IN ('Pending', 'Declined')),
  proposer_id bigint REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  PRIMARY KEY (list_id, root_address)
);
CREATE INDEX token_list_proposals_by_status ON token_list_proposals (list_id, status, created_at DESC);

-- A list's managers, by lower-case email (the identity provider's `email` claim names the caller).
CREATE TABLE token_list_managers (
  list_id integer NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
  email text NOT NULL CHECK (email = lower(email)),
  PRIMARY KEY (list_id, email)
);
CREATE INDEX token_list_managers_by_email ON token_list_managers (email);

-- The order a user gave to the lists it owns or manages (My token lists).
CREATE TABLE token_list_user_orders (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  list_id integer NOT NULL REFERENCES token_lists (id) ON DELETE CASCADE,
  position integer NOT NULL,
  PRIMARY KEY (user_id, list_id)
);
