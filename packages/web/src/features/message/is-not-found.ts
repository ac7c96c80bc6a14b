import { ApiError } from '../../shared/api/api-error.js';

/** The API does not know the thing asked for, or the id cannot name one (a malformed hash or address). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
