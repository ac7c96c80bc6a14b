import { decodeAccount, encodeAccountStuff, encodeBase64, writeBoc, type Cell } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { GetterError } from '../errors.js';

/** The input of an ABI call: addresses as raw strings, integers as decimal strings, cells as base64 BOCs. */
export type AbiInput = Parameters<typeof nt.encodeInternalInput>[2];

/** The decoded outputs of a get-method, by the names the ABI gives them (integers as decimal strings). */
export type AbiOutput = NonNullable<nt.ExecutionOutput['output']>;

let clock: nt.ClockWithOffset | undefined;

/**
 * Runs an ABI function of an account locally, as wallets read contracts: `account` is the Account cell (as a
 * ShardAccount references it). Responsible functions (with `answerId`) are run as such.
 */
export function runGetter(abi: string, account: Cell, method: string, input: AbiInput, responsible: boolean): AbiOutput {
  const stuff = activeAccountStuff(account, method);
  clock ??= new nt.ClockWithOffset();
  const result = nt.runLocal(clock, stuff, abi, method, input, {}, responsible, { type: 'empty' });
  if (result.code !== 0 || result.output === undefined) {
    throw new GetterError(`get-method ${method} ended with exit code ${result.code}`, result.code);
  }
  return result.output;
}

function activeAccountStuff(account: Cell, method: string): string {
  const decoded = decodeAccount(account);
  if (decoded === null || decoded.storage.state.kind !== 'active') {
    throw new GetterError(`cannot run ${method}: the account is not active`, null);
  }
  return encodeBase64(writeBoc(encodeAccountStuff(decoded)));
}
