import { ContractInputError } from './contract-error.js';

/** `value` after checking it fits an unsigned `bits`-bit integer; the error names `what`. */
export function checkedUint(value: bigint, bits: number, what: string): bigint {
  if (value < 0n || value >= 1n << BigInt(bits)) {
    throw new ContractInputError(`${what} must be an integer from 0 to 2^${bits} - 1, got ${value}`);
  }
  return value;
}

/** A checked unsigned integer as the decimal string the ABI encoder takes. */
export function uintArgument(value: bigint, bits: number, what: string): string {
  return checkedUint(value, bits, what).toString();
}
