import { AddressError, parseRawAddress } from '@tvmscan/tvm';

/** The canonical raw form (`wc:` and 64 lower-case hex digits) of an address given as `wc:hex`; a RangeError naming it otherwise. */
export function canonicalRawAddress(address: string): string {
  try {
    return parseRawAddress(address).toRaw();
  } catch (error) {
    if (error instanceof AddressError) throw new RangeError(`not a raw address (wc:hex): "${address}": ${error.message}`);
    throw error;
  }
}
