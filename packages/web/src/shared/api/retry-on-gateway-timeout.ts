import { ApiError } from './api-error.js';

/** A token statistics call the gateway cut off (HTTP 504) is sent again up to this many times (spec 001 §4)… */
export const GATEWAY_TIMEOUT_RETRIES = 3;
/** …this long after the previous answer. */
export const GATEWAY_TIMEOUT_RETRY_DELAY_MS = 500;

/** The answer of `call`, sent again while it fails with HTTP 504; any other failure, or the last 504, is thrown. */
export async function retryOnGatewayTimeout<T>(call: () => Promise<T>): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 504) || retry >= GATEWAY_TIMEOUT_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, GATEWAY_TIMEOUT_RETRY_DELAY_MS));
    }
  }
}
