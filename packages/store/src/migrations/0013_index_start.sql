-- An index may start mid-chain: the first masterchain block it holds is recorded with its first checkpoint (0 for
-- an index started from the zerostates), and blocks before it are "before this explorer's history".
ALTER TABLE checkpoint ADD COLUMN start_mc_seqno integer NOT NULL DEFAULT 0 CHECK (start_mc_seqno >= 0);

-- An account first met mid-chain already existing, with no state source to tell its values before: its balance is
-- not known (the balance column holds 0, never a derived guess) until a state or a transaction tells it.
ALTER TABLE accounts ADD COLUMN balance_partial boolean NOT NULL DEFAULT false;
