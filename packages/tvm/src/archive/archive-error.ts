import { TvmError } from '../errors.js';

/** What went wrong while reading an archive. */
export type ArchiveErrorCode =
  'unknown-format' | 'bad-magic' | 'bad-entry-magic' | 'bad-entry-name' | 'bad-entry-type' | 'truncated' | 'bad-compression';

/** Thrown for any archive that is truncated, malformed or of an unknown format. */
export class ArchiveError extends TvmError {
  declare readonly code: ArchiveErrorCode;

  constructor(code: ArchiveErrorCode, message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}
