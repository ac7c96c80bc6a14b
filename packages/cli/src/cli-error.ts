/**
 * What a CliError is about, stable for callers and tests to branch on: `usage` a command called wrongly (exit 2),
 * `folder-in-use` a data folder another live process holds, `database-in-use` a PostgreSQL index another writer
 * holds (both exit 1).
 */
type CliErrorCode = 'usage' | 'folder-in-use' | 'database-in-use';

/** The root of the command's own errors: a sentence that says what to do, printed without a stack. */
export class CliError extends Error {
  readonly code: CliErrorCode;

  constructor(code: CliErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = new.target.name;
    this.code = code;
  }
}
