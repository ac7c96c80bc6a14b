import { StoreError } from '../store-error.js';

/**
 * Why a query input was refused: `invalid` (malformed), `required` (missing), `range` (outside its bounds), `choice`
 * (not one of the values it takes), `address` (not an address), `conflict` (not with another input), `cursor` (a
 * cursor of another list, ordering or filters, or a direction that needs one).
 */
export type QueryInputReason = 'invalid' | 'required' | 'range' | 'choice' | 'address' | 'conflict' | 'cursor';

/** A query input that cannot be used; `field` names it and `detail` says why, so the API can answer 400 for that field. */
export class QueryInputError extends StoreError {
  declare readonly code: 'query-input' | 'cursor';

  constructor(
    readonly field: string,
    readonly detail: string,
    readonly reason: QueryInputReason = 'invalid',
  ) {
    super(reason === 'cursor' ? 'cursor' : 'query-input', `${field}: ${detail}`);
  }
}

/** A page cursor that is malformed, or belongs to another list, ordering or filters. */
export class CursorError extends QueryInputError {
  declare readonly code: 'cursor';

  constructor(detail: string) {
    super('cursor', detail, 'cursor');
  }
}
