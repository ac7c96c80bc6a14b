import { TvmError } from '../errors.js';

/** Thrown for address text or parts that are not a valid address; the message says what is wrong. */
export class AddressError extends TvmError {
  declare readonly code: 'address';

  constructor(message: string) {
    super('address', message);
  }
}
