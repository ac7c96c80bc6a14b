import { decodeBase64, readBocSingle, TvmError, type Cell } from '@tvmscan/tvm';
import { malformed } from './attempt-error.js';

export interface DecodedBoc {
  readonly bytes: Uint8Array;
  readonly root: Cell;
}

/** A single-root BOC sent as base64 text; a retryable `malformed-answer` when it is not one. */
export function bocFromBase64(text: string, what: string): DecodedBoc {
  const bytes = decodeBase64(text);
  if (bytes === undefined) throw malformed(`${what}: the BOC is not valid base64`);
  try {
    return { bytes, root: readBocSingle(bytes) };
  } catch (error) {
    if (error instanceof TvmError) throw malformed(`${what}: not a valid BOC (${error.message})`);
    throw error;
  }
}

/** Runs a codec decode on untrusted data: a codec failure becomes a retryable `malformed-answer`. */
export function decodeAnswer<T>(what: string, decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof TvmError) throw malformed(`${what}: ${error.message}`);
    throw error;
  }
}
