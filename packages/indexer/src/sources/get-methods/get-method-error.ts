import { IndexerError } from '../../indexer-error.js';

/**
 * Why a get-method could not be run or did not succeed:
 * - `no-account`: the account does not exist; `not-active`: it has no code and data to run (uninit or frozen);
 * - `no-config`: the state source does not give the blockchain config the VM needs;
 * - `vm-exit`: the method ended with an exit code other than 0 or 1 (`exitCode`; 11 often means the contract has no such method);
 * - `missing-library`: the code calls a library cell the source does not give;
 * - `emulator`: the TVM emulator refused to run it;
 * - `bad-stack`: the stack handed in or returned is not a valid VM stack.
 */
export type GetMethodErrorCode = 'no-account' | 'not-active' | 'no-config' | 'vm-exit' | 'missing-library' | 'emulator' | 'bad-stack';

export class GetMethodError extends IndexerError {
  declare readonly code: GetMethodErrorCode;
  /** The VM's exit code, for `vm-exit`. */
  readonly exitCode: number | null;

  constructor(code: GetMethodErrorCode, message: string, options?: ErrorOptions & { exitCode?: number }) {
    super(code, message, options);
    this.exitCode = options?.exitCode ?? null;
  }
}
