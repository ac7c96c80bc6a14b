/**
 * The root of the API's errors: an answer other than success that a route chooses; its status, `code` (stable) and
 * message reach the client as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 412 | 429 | 503,
    readonly code: 'BadRequest' | 'Unauthorized' | 'Forbidden' | 'NotFound' | 'PreconditionFailed' | 'TooManyRequests' | 'Internal',
    message: string,
    readonly kind?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NotFound', message);
}

/**
 * What the index does not hold because it lies before the start of its history (an index started mid-chain): a 404
 * whose kind, `BeforeHistory`, tells it from a thing that does not exist.
 */
export function beforeHistory(message: string): ApiError {
  return new ApiError(404, 'NotFound', message, 'BeforeHistory');
}

/** The request carries no usable credentials: no access token, or one the server does not accept. */
export function unauthorized(message: string): ApiError {
  return new ApiError(401, 'Unauthorized', message);
}

/** The caller is known but may not do this. */
export function forbidden(message: string): ApiError {
  return new ApiError(403, 'Forbidden', message);
}

/** A condition of the call the caller does not meet, in the spec's words (001 §8: 412 for a token's ownership). */
export function preconditionFailed(message: string, kind: string): ApiError {
  return new ApiError(412, 'PreconditionFailed', message, kind);
}

/** A request field that is well-formed for its schema but still unusable (`body/id …`). */
export function badField(field: string, message: string, kind = 'format'): ApiError {
  return new ApiError(400, 'BadRequest', `body/${field} ${message}`, kind);
}

/** The text the specification's client expects for a transaction the index does not hold. */
export const TRANSACTION_NOT_FOUND = 'trx not founded';
