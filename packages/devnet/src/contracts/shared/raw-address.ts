import { AddressError, bytesToHex, parseRawAddress, type Address, type AddrStd } from '@tvmscan/tvm';
import { ContractInputError } from './contract-error.js';

/** An internal address in its raw form `workchain:hash` (64 hex digits). */
export type RawAddress = string;

/** The zero address, which TIP-3 and TIP-4 read as "none" (no deployer, no callback). */
export const ZERO_ADDRESS: RawAddress = `0:${'0'.repeat(64)}`;

/** The canonical raw form (lower-case hex) of `value`; the error names `what` when it is not an address. */
export function normalizeRawAddress(value: RawAddress, what: string): RawAddress {
  return parseAddressArgument(value, what).toRaw();
}

/** The TL-B form of a raw address, for building messages with the codec. */
export function addrStdOf(value: RawAddress, what: string): AddrStd {
  const address = parseAddressArgument(value, what);
  return { kind: 'std', workchain: address.workchain, address: bytesToHex(address.hash) };
}

function parseAddressArgument(value: RawAddress, what: string): Address {
  try {
    return parseRawAddress(value);
  } catch (error) {
    if (error instanceof AddressError) throw new ContractInputError(`${what} is not a raw address "wc:hex": ${error.message}`);
    throw error;
  }
}
