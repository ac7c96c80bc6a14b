-- A user's proven ownership of a token root (spec 001 §4): the owner the root had on chain when the user sent the
-- verify transaction `tx_hash` from it. The link holds only while the root keeps that owner.
CREATE TABLE token_owner_links (
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  root_address text NOT NULL,
  owner_address text NOT NULL,
  tx_hash text NOT NULL,
  linked_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, root_address)
);
CREATE INDEX token_owner_links_by_root ON token_owner_links (root_address);

-- Versions of a token's asset information (spec 001 §3 token proposal / asset): each submission is a new version,
-- keyed by its root and `active_from` (milliseconds), Pending until an admin approves or rejects it.
CREATE TABLE token_asset_proposals (
  root_address text NOT NULL,
  active_from bigint NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status text NOT NULL CHECK (status IN ('Pending', 'Approved', 'Rejected')),
  full_name text NOT NULL,
  symbol text NOT NULL,
  logo_svg text NOT NULL CHECK (length(logo_svg) <= 100000),
  project_meta jsonb NOT NULL,
  project_socials jsonb NOT NULL,
  comment text,
  review_comment text,
  reviewed_at timestamptz,
  PRIMARY KEY (root_address, active_from),
  CHECK (status <> 'Rejected' OR length(review_comment) > 0)
);
CREATE INDEX token_asset_proposals_by_status ON token_asset_proposals (status, active_from DESC);
CREATE INDEX token_asset_proposals_by_user ON token_asset_proposals (user_id, active_from DESC);
