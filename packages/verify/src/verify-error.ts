/**
 * What went wrong in the verification service, stable for callers to branch on: `compile-input` an upload that
 * cannot be compiled as given (a path leaving the work folder, an unknown version, a bad flag), `toolchain` a
 * toolchain folder that cannot be read, `compile-limit` a compile that ran past its time or output limit,
 * `package` a published package whose contracts cannot be read, `init-data` initial data a contract's ABI does not take,
 * `run-input` an ABI, method or input a local run cannot take, `run-account` an account with no code to run,
 * `emulate-input` a message an emulation cannot run, `emulate-state` a chain state it cannot run one on.
 */
export type VerifyErrorCode =
  'compile-input' | 'toolchain' | 'compile-limit' | 'package' | 'init-data' | 'run-input' | 'run-account' | 'emulate-input' | 'emulate-state';

/** The root of every error the verification service raises on purpose; anything else is a bug. */
export class VerifyError extends Error {
  readonly code: VerifyErrorCode;
  /** The payload field the error is about, when it is about one. */
  readonly field: string | undefined;

  constructor(code: VerifyErrorCode, message: string, options?: ErrorOptions & { field?: string }) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
    this.field = options?.field;
  }
}

/** What a thrown value says: an error's message, or the value as text (nekoton throws plain strings). */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
