import { decodeAccount, encodeAccountStuff, encodeBase64, readBocSingle, writeBoc } from '@tvmscan/tvm';
import * as nt from 'nekoton-wasm';
import { messageOf, VerifyError } from '../verify-error.js';

/** A read of a contract: the ABI function to run on the account, with its inputs as nekoton's ABI tokens. */
export interface RunLocalRequest {
  readonly abi: unknown;
  readonly method: string;
  readonly input: Record<string, unknown>;
}

/** What the run gave: the compute phase's exit code and the function's outputs decoded by the ABI (null when it gave none). */
export interface RunLocalResult {
  readonly exit_code: number;
  readonly output: Record<string, unknown> | null;
}

interface AbiFunction {
  readonly name: string;
  readonly inputs?: readonly { name: string; type: string }[];
}

let clock: nt.ClockWithOffset | undefined;

/**
 * Runs an ABI function on an account as wallets read contracts, without sending anything: `account` is its `Account`
 * BOC. A function whose first input is `answerId` is responsible and is run as such. An input the function does not
 * take, a missing one or one of the wrong kind is a `run-input` error naming it.
 */
export function runLocal(account: Uint8Array, request: RunLocalRequest): RunLocalResult {
  const fn = functionOf(request.abi, request.method);
  checkInputs(fn, request.input, abiVersion(request.abi));
  const responsible = fn.inputs?.[0]?.name === 'answerId';
  clock ??= new nt.ClockWithOffset();
  let result: nt.ExecutionOutput;
  try {
    result = nt.runLocal(clock, accountStuff(account), JSON.stringify(request.abi), fn.name, request.input as nt.TokensObject, {}, responsible, {
      type: 'empty',
    });
  } catch (error) {
    throw new VerifyError('run-input', `${fn.name} cannot be run with this ABI: ${messageOf(error)}`, { field: 'abi' });
  }
  return { exit_code: result.code, output: result.output ?? null };
}

/** The values of the ABI's `fields` in the account's data, as far as they can be read; null when the ABI has none. */
export function contractFields(account: Uint8Array, abi: unknown): Record<string, unknown> | null {
  const fields = (abi as { fields?: unknown[] }).fields;
  if (!Array.isArray(fields) || fields.length === 0) return null;
  const stuff = accountStuff(account);
  try {
    return nt.unpackContractFields(JSON.stringify(abi), stuff, true) ?? null;
  } catch (error) {
    throw new VerifyError('run-input', `the contract fields cannot be read with this ABI: ${messageOf(error)}`, { field: 'abi' });
  }
}

/** The account as nekoton reads it; a missing or inactive account has no code to run. */
function accountStuff(account: Uint8Array): string {
  const decoded = decodeAccount(readBocSingle(account));
  if (decoded === null || decoded.storage.state.kind !== 'active') {
    throw new VerifyError('run-account', 'the account is not active: it has no code to run');
  }
  return encodeBase64(writeBoc(encodeAccountStuff(decoded)));
}

function abiVersion(abi: unknown): string {
  const version = (abi as { version?: unknown }).version;
  return typeof version === 'string' ? version : '2.2';
}

function functionOf(abi: unknown, method: string): AbiFunction {
  const functions = (abi as { functions?: AbiFunction[] }).functions ?? [];
  const fn = functions.find((candidate) => candidate.name === method);
  if (!fn) throw new VerifyError('run-input', `the ABI has no function ${method}`, { field: 'method' });
  return fn;
}

function checkInputs(fn: AbiFunction, input: Record<string, unknown>, version: string): void {
  const inputs = fn.inputs ?? [];
  const names = new Set(inputs.map((param) => param.name));
  const unknown = Object.keys(input).find((name) => !names.has(name));
  if (unknown !== undefined) throw new VerifyError('run-input', `is not an input of ${fn.name}`, { field: `input/${unknown}` });
  for (const param of inputs) {
    if (!param.name) throw new VerifyError('run-input', `${fn.name} has an input without a name`, { field: 'abi' });
    if (!(param.name in input)) throw new VerifyError('run-input', `is missing: ${fn.name} takes a ${param.type}`, { field: `input/${param.name}` });
    try {
      nt.packIntoCell([param as nt.AbiParam], { [param.name]: input[param.name] } as nt.TokensObject, version);
    } catch (error) {
      throw new VerifyError('run-input', `is not a valid ${param.type}: ${messageOf(error)}`, { field: `input/${param.name}` });
    }
  }
}
