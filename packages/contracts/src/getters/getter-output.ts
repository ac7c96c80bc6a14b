import { GetterError } from '../errors.js';
import type { AbiOutput } from './run-getter.js';

/** Typed reads of a get-method's named outputs; a missing or mistyped output is a GetterError. */
export function outputUint(output: AbiOutput, name: string, method: string): bigint {
  const value = output[name];
  if (typeof value !== 'string' && typeof value !== 'number') throw missing(name, method, 'an integer');
  return BigInt(value);
}

export function outputString(output: AbiOutput, name: string, method: string): string {
  const value = output[name];
  if (typeof value !== 'string') throw missing(name, method, 'a string');
  return value;
}

function missing(name: string, method: string, what: string): GetterError {
  return new GetterError(`get-method ${method} did not return ${what} named ${name}`, null);
}
