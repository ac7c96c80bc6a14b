import { ApiError } from '../api/api-error.js';

/** The API answered 404: the entity does not exist (spec 000 §7: a missing transaction is 'trx not founded'). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/**
 * The entity a detail call answers, or null when the API does not know it: a missing entity is a state of the
 * page, not a failure to log.
 */
export async function nullWhenNotFound<T>(answer: Promise<T>): Promise<T | null> {
  try {
    return await answer;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

/** The API answered that the entity lies before this explorer's history (an index started mid-chain). */
export function isBeforeHistory(error: unknown): boolean {
  return isNotFound(error) && (error as ApiError).body?.error.kind === 'BeforeHistory';
}
