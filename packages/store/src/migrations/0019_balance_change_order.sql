-- Transactions ordered by their balance change (spec 000 §3's balance sort: time, balanceChange).
CREATE INDEX transactions_by_balance_change ON transactions (balance_change DESC, hash DESC);
