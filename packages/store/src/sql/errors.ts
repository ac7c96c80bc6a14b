import { StoreError } from '../store-error.js';

/** A query input that cannot be used; `field` names it and `detail` says why, so the API can answer 400 for that field. */
export class QueryInputError extends StoreError {
  declare readonly code: 'query-input' | 'cursor';

  constructor(
    readonly field: string,
    readonly detail: string,
    code: 'query-input' | 'cursor' = 'query-input',
  ) {
    super(code, `${field}: ${detail}`);
  }
}

/** A page cursor that is malformed or belongs to another list or ordering. */
export class CursorError extends QueryInputError {
  declare readonly code: 'cursor';

  constructor(detail: string) {
    super('cursor', detail, 'cursor');
  }
}
