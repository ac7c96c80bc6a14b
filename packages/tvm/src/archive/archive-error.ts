import { TvmError, type ArchiveErrorCode } from '../errors.js';

/** Thrown for any archive that is truncated, malformed or of an unknown format. */
export class ArchiveError extends TvmError {
  declare readonly code: ArchiveErrorCode;

  constructor(code: ArchiveErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}
