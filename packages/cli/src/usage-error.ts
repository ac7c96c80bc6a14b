import { CliError } from './cli-error.js';

/** A mistake in how a command was called: reported as one line with what to do, exit code 2. */
export class UsageError extends CliError {
  constructor(message: string, options?: ErrorOptions) {
    super('usage', message, options);
  }
}
