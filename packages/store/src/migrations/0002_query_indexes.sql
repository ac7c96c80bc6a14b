-- Indexes for the explorer's list orderings that 0001 does not cover.

-- Messages without a direction filter are listed by the time they first appear: the creating transaction's time,
-- else (an inbound external message) the consuming one's.
CREATE INDEX messages_by_time ON messages ((coalesce(src_transaction_time, dst_transaction_time)) DESC, hash DESC);

-- Transactions ordered by the value of their inbound message (transaction sort messageValue).
CREATE INDEX transactions_by_in_msg_value ON transactions (in_msg_value DESC, hash DESC);

-- Blocks ordered by seqno (block sort seqno).
CREATE INDEX blocks_by_seqno_key ON blocks (seqno DESC, workchain DESC, shard DESC);
