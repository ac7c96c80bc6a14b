import { WebError } from '../errors/web-error.js';

/** `Unavailable`: /config.json could not be fetched; `NotJson`: it is not JSON; `Invalid`: it does not describe a network. */
export type NetworkConfigErrorCode = 'Unavailable' | 'NotJson' | 'Invalid';

/** `/config.json` could not be read or does not describe a network. */
export class NetworkConfigError extends WebError {
  declare readonly code: NetworkConfigErrorCode;

  constructor(code: NetworkConfigErrorCode, message: string) {
    super(code, message);
  }
}
