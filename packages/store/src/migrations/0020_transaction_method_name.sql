-- The function a transaction's inbound message calls, where a known ABI names it (a verified contract's, a wallet
-- standard's, a published token or NFT standard's), as the indexer read it when it wrote the transaction; null for
-- anything else and for transactions indexed without actions.
ALTER TABLE transactions ADD COLUMN method_name text;
