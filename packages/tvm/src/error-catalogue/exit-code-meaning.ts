import { VM_EXIT_CODES } from './vm-exit-codes.js';

/**
 * The code shown for a raw VM exit code: -3..-14 become 2..13, since the VM reports some standard
 * errors as -1 - code (out of gas as -14); every other code, including -1, -2 and the successes
 * 0 and 1, is shown as is.
 */
export function displayExitCode(code: number): number {
  return code <= -3 && code >= -14 ? -code - 1 : code;
}

/** The meaning of a raw VM exit code (displayed first), or `undefined` if the catalogue has none. */
export function exitCodeMeaning(code: number): string | undefined {
  return VM_EXIT_CODES.get(displayExitCode(code));
}
