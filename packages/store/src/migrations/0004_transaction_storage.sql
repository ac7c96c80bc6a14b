-- Transaction rows are about 2 kB (phases as jsonb, the BOC), just above the size at which PostgreSQL tries to
-- compress a row's largest values, which cost every inserted row more CPU than the space it saved. Rows stay
-- uncompressed up to a page; the stored values are the same.
ALTER TABLE transactions SET (toast_tuple_target = 8160);
