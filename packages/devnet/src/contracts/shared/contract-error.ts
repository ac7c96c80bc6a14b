import { DevnetError } from '../../errors.js';

/** Every failure of the contract helpers; `code` tells callers what kind without parsing the text. */
export class ContractError extends DevnetError {
  constructor(code: 'bad-argument' | 'artifact' | 'getter', message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}

/** An argument is out of its range or malformed (an address, an amount, a key). */
export class ContractInputError extends ContractError {
  constructor(message: string) {
    super('bad-argument', message);
  }
}

/** A compiled contract could not be found or read in its npm package. */
export class ArtifactError extends ContractError {
  constructor(message: string, options?: ErrorOptions) {
    super('artifact', message, options);
  }
}

/** A get-method did not run to a result: the account is not active, or the method threw. */
export class GetterError extends ContractError {
  readonly exitCode: number | null;

  constructor(message: string, exitCode: number | null, options?: ErrorOptions) {
    super('getter', message, options);
    this.exitCode = exitCode;
  }
}
