import type { ApiErrorBody } from './types.js';

/** A non-OK answer of the API, carrying the parsed error body when the server sent one. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly method: string,
    readonly path: string,
    readonly status: number,
    readonly body: ApiErrorBody | null,
    reason?: string,
  ) {
    super(`${method} ${path} answered ${status}: ${reason ?? body?.error.message ?? 'no error body'}`);
  }

  get code(): string | null {
    return this.body?.error.code ?? null;
  }
}
