/** A query input that cannot be used; `field` names it, so the API can answer 400 for that field. */
export class QueryInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'QueryInputError';
  }
}

/** A page cursor that is malformed or belongs to another list or ordering. */
export class CursorError extends QueryInputError {
  constructor(message: string) {
    super('cursor', message);
    this.name = 'CursorError';
  }
}
