import { IndexerError, type SourceErrorCode } from '../../indexer-error.js';

/** One attempt at a request failed; `retryable` says whether trying again may help. */
export class AttemptError extends IndexerError {
  declare readonly code: SourceErrorCode;
  readonly retryable: boolean;

  constructor(code: SourceErrorCode, message: string, retryable: boolean, options?: ErrorOptions) {
    super(code, message, options);
    this.retryable = retryable;
  }
}

/** The answer does not have the shape or content asked for; another attempt may get a good one. */
export function malformed(message: string): AttemptError {
  return new AttemptError('malformed-answer', message, true);
}
