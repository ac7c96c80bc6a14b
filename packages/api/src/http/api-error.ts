import type { ErrorCode, ErrorKind } from '../schemas/error-body.js';

/**
 * The root of the API's errors: an answer other than success that a route chooses; its status, `code` (stable), kind
 * (schemas/error-body.ts), the field at fault and the message reach the client as they are.
 */
export class ApiError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 403 | 404 | 412 | 429 | 503,
    readonly code: Exclude<ErrorCode, 'MethodNotAllowed'>,
    message: string,
    readonly kind: ErrorKind,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export function notFound(message: string): ApiError {
  return new ApiError(404, 'NotFound', message, 'NotFound');
}

/**
 * What the index does not hold because it lies before the start of its history (an index started mid-chain): a 404
 * whose kind, `BeforeHistory`, tells it from a thing that does not exist.
 */
export function beforeHistory(message: string): ApiError {
  return new ApiError(404, 'NotFound', message, 'BeforeHistory');
}

/** The request carries no usable credentials (at `field`): no access token, or one the server does not accept. */
export function unauthorized(message: string, field = 'headers/authorization'): ApiError {
  return new ApiError(401, 'Unauthorized', message, 'Auth', field);
}

/** The caller is known but may not do this. */
export function forbidden(message: string): ApiError {
  return new ApiError(403, 'Forbidden', message, 'Forbidden');
}

/** A condition of the call the caller does not meet, in the spec's words (001 §8: 412 for a token's ownership). */
export function preconditionFailed(message: string, kind: ErrorKind, field: string): ApiError {
  return new ApiError(412, 'PreconditionFailed', message, kind, field);
}

/** A value at `place` (`body/limit`, `params/address`) the call cannot use: a 400 naming it (`params/address Wrong address`). */
export function invalid(place: string, message: string, kind: ErrorKind = 'Error'): ApiError {
  return new ApiError(400, 'BadRequest', `${place} ${message}`, kind, place);
}

/** A body field that is well-formed for its schema but still unusable (`body/id …`). */
export function badField(field: string, message: string, kind: ErrorKind = 'Error'): ApiError {
  return invalid(`body/${field}`, message, kind);
}

/** Something the server needs is out of reach for now (a 503). */
export function unavailable(message: string): ApiError {
  return new ApiError(503, 'Internal', message, 'Unknown');
}

/** The text the specification's client expects for a transaction the index does not hold. */
export const TRANSACTION_NOT_FOUND = 'trx not founded';
