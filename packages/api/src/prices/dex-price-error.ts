import { ApiError } from '../http/api-error.js';

/** The DEX API did not answer with prices: unreachable, too slow, a non-2xx status or not a price map. Logged, never sent. */
export class DexPriceError extends ApiError {
  constructor(message: string) {
    super(503, 'Internal', message, 'Unknown');
  }
}
