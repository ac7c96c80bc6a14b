import type { ApiErrorBody, ApiErrorCode } from '@tvmscan/api/contract';
import { WebError } from '../errors/web-error.js';

/** The API's own code of the failure, or `BadAnswer` when the answer is not the API's JSON (a proxy's page, a cut answer). */
export type ApiFailureCode = ApiErrorCode | 'BadAnswer';

/** A non-OK answer of the API, carrying the parsed error body when the server sent one. */
export class ApiError extends WebError {
  declare readonly code: ApiFailureCode;

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: ApiErrorBody | null,
    reason?: string,
  ) {
    super(body?.error.code ?? 'BadAnswer', `${method} ${path} answered ${status}: ${reason ?? body?.error.message ?? 'no error body'}`);
  }
}
