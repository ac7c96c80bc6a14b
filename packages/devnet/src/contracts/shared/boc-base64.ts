import { readBocSingle, writeBoc, TvmError, type Cell } from '@tvmscan/tvm';
import { DevnetError } from '../../errors.js';

export function cellToBase64(cell: Cell): string {
  return Buffer.from(writeBoc(cell)).toString('base64');
}

/** Reads a single-root BOC from base64; `what` names it in the error. */
export function base64ToCell(text: string, what: string): Cell {
  try {
    return readBocSingle(new Uint8Array(Buffer.from(text, 'base64')));
  } catch (error) {
    if (error instanceof TvmError) throw new DevnetError('bad-message', `${what} is not a readable BOC: ${error.message}`);
    throw error;
  }
}
