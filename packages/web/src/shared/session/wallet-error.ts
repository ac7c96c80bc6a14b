import { WebError } from '../errors/web-error.js';

/**
 * A wallet action that failed: 'not-ready' (no connected account on this network), 'rejected' (the user declined
 * in the wallet), 'failed' (the wallet or the network refused the message; the message says why).
 */
export class WalletError extends WebError {
  declare readonly code: 'not-ready' | 'rejected' | 'failed';

  constructor(code: WalletError['code'], message: string, options?: ErrorOptions) {
    super(code, message, options);
  }
}
