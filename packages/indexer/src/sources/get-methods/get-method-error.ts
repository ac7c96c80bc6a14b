import { IndexerError, type GetMethodErrorCode } from '../../indexer-error.js';

/** A get-method could not be run or did not succeed; `code` says why. */
export class GetMethodError extends IndexerError {
  declare readonly code: GetMethodErrorCode;
  /** The VM's exit code, for `vm-exit`. */
  readonly exitCode: number | null;

  constructor(code: GetMethodErrorCode, message: string, options?: ErrorOptions & { exitCode?: number }) {
    super(code, message, options);
    this.exitCode = options?.exitCode ?? null;
  }
}
