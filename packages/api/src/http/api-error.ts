/**
 * The root of the API's errors: an answer other than success that a route chooses; its status, `code` (stable) and
 * message reach the client as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 404 | 429 | 503,
    readonly code: 'BadRequest' | 'NotFound' | 'TooManyRequests' | 'Internal',
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

/** A request field that is well-formed for its schema but still unusable (`body/id …`). */
export function badField(field: string, message: string, kind = 'format'): ApiError {
  return new ApiError(400, 'BadRequest', `body/${field} ${message}`, kind);
}

/** The text the specification's client expects for a transaction the index does not hold. */
export const TRANSACTION_NOT_FOUND = 'trx not founded';
