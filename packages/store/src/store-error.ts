/**
 * What a StoreError is about, stable for callers to branch on: `query-input` a query input that cannot be used,
 * `cursor` a page cursor that is not one of ours, `fixed-statement` a fixed statement built wrong (a bug in the
 * store), `unsupported` an operation the database kind does not offer, `database-open` an embedded database folder
 * that cannot be opened, `token-list-rule` a change of a token list that its rules refuse, `database-stopped` an embedded
 * database that stopped for good (PostgreSQL aborted inside it), `writer-lock` an index another writer holds.
 */
export type StoreErrorCode =
  'query-input' | 'cursor' | 'fixed-statement' | 'unsupported' | 'database-open' | 'token-list-rule' | 'database-stopped' | 'writer-lock';

/** Every failure the store itself reports; the database driver's own errors pass through as they are. */
export class StoreError extends Error {
  readonly code: StoreErrorCode;

  constructor(code: StoreErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
