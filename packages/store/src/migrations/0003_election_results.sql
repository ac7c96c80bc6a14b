-- What the elector keeps of a conducted election (its past_elections entry) until the stakes are returned:
-- when they unfreeze, how long they are held after the set's round, and the hash of the validator set elected.
-- Null while the election is open. Once conducted, an election's participants are the elected validators with
-- their frozen stakes and weights, and total_stake is the sum of the frozen stakes; while it is open they are the
-- candidates and what they staked. elect_close and min_stake stay known after the elector forgets the election.
ALTER TABLE elections
  ADD COLUMN unfreeze_at bigint,
  ADD COLUMN stake_held bigint,
  ADD COLUMN validator_set_hash text;
