import { IndexerError, type SourceErrorCode } from '../../indexer-error.js';

/** A source failed for good (after its retries, if the failure was worth retrying); the message names the endpoint or file and what was asked. */
export class SourceError extends IndexerError {
  declare readonly code: SourceErrorCode;

  constructor(code: SourceErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}
