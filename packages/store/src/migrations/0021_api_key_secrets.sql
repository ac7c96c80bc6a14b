-- An API key is a pair: the key names its owner in `X-API-Key` (only its hash is kept), and the secret signs the calls
-- that must be signed (Broxus' everscan-verify upload). A signature is checked by computing it again, so the secret
-- itself is kept. Keys created before this column existed have none: they still open every unsigned call, and their
-- owner creates a new key to sign.
ALTER TABLE api_keys ADD COLUMN signing_secret text;
