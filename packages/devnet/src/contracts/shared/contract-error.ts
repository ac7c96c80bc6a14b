import { DevnetError } from '../../errors.js';

/** Every failure of the contract helpers; `code` tells callers what kind without parsing the text. */
export class ContractError extends DevnetError {
  constructor(code: 'bad-argument' | 'artifact', message: string, options?: ErrorOptions) {
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
