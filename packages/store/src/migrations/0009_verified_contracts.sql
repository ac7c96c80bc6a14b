-- Contracts whose sources are known to give a code hash: those published with their sources and compiled code in
-- an installed package (registered at start), and those verified by compiling uploaded sources. Written only by
-- the verification service; one row per code hash, never changed by a later upload of the same code.
CREATE TABLE verified_contracts (
  code_hash text PRIMARY KEY CHECK (code_hash ~ '^[0-9a-f]{64}$'),
  contract_name text NOT NULL CHECK (length(contract_name) BETWEEN 1 AND 1024),
  compiler_version text NOT NULL,
  linker_version text NOT NULL,
  -- The ABI JSON as the compiler wrote it, and the sources as [{ "path": ..., "content": ... }].
  abi jsonb NOT NULL,
  sources jsonb NOT NULL,
  -- The compiled TVC (a StateInit BOC, base64) when one is known.
  tvc text,
  -- 'package' for a published package, 'compiled' for an upload that compiled to this code hash.
  origin text NOT NULL CHECK (origin IN ('package', 'compiled')),
  license text,
  project_link text,
  audit_url text,
  verified_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX verified_contracts_by_name ON verified_contracts (contract_name, code_hash);
