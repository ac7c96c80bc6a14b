import { decodeBase64, encodeBase64, readBocSingle, writeBoc, type Cell } from '@tvmscan/tvm';
import { ContractError } from './contract-error.js';

/** The nekoton bindings exchange cells as base64 BOCs: these two functions convert to and from the codec's cells. */
export function cellFromBase64(boc: string): Cell {
  const bytes = decodeBase64(boc);
  if (bytes === undefined) throw new ContractError('boc', 'expected a base64 BOC from the ABI encoder');
  return readBocSingle(bytes);
}

export function cellToBase64(cell: Cell): string {
  return encodeBase64(writeBoc(cell));
}
