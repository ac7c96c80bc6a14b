/** What went wrong in the contracts package: stable values callers can branch on. */
export type ContractsErrorCode =
  /** A compiled contract or ABI that cannot be found or read in its npm package. */
  | 'artifact'
  /** A get-method that did not run to a result: no active account, a throwing method, a missing output. */
  | 'getter'
  /** An argument out of its range or malformed (an address). */
  | 'bad-argument';

/** The root of every error the contracts package raises on purpose; anything else is a bug. */
export class ContractsError extends Error {
  readonly code: ContractsErrorCode;

  constructor(code: ContractsErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}

/** A get-method did not run to a result; `exitCode` is the VM's when it ran. */
export class GetterError extends ContractsError {
  readonly exitCode: number | null;

  constructor(message: string, exitCode: number | null, options?: ErrorOptions) {
    super('getter', message, options);
    this.exitCode = exitCode;
  }
}
