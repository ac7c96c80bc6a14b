import { AddressError, parseRawAddress } from '@tvmscan/tvm';
import { ContractsError } from '../errors.js';

/** A getter's address argument in canonical raw form; `what` names it when it is not a raw address. */
export function rawAddressArgument(value: string, what: string): string {
  try {
    return parseRawAddress(value).toRaw();
  } catch (error) {
    if (error instanceof AddressError) throw new ContractsError('bad-argument', `${what} is not a raw address "wc:hex": ${error.message}`);
    throw error;
  }
}
