import type { Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { base64ToCell } from './boc-base64.js';

/** The ABI input of a call: addresses as raw strings, integers as decimal strings, cells as base64 BOCs. */
export type AbiInput = Parameters<typeof nt.encodeInternalInput>[2];

/** The body of an internal message calling `method` of a contract with this ABI. */
export function encodeCall(abi: string, method: string, input: AbiInput): Cell {
  return base64ToCell(nt.encodeInternalInput(abi, method, input), `the body of a ${method} call`);
}
