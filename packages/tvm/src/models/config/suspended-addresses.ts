import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { keyToBits256, bits256ToKey } from '../../tlb/bits256.js';
import { int32FromKey, int32ToKey } from './int32-key.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0x00;
const ADDRESS_MASK = (1n << 256n) - 1n;

export interface SuspendedAddress {
  workchain: number;
  /** Account id, hex. */
  address: string;
}

/**
 * Config param 44: TON's `suspended_address_list#00 addresses:(HashmapE 288 Unit) suspended_until:uint32`
 * or Everscale's bare `HashmapE 288 ()`; keys are `[wc:int32 addr:uint256]`.
 */
export type SuspendedAddressList =
  | { kind: 'suspended_address_list'; addresses: SuspendedAddress[]; suspendedUntil: number }
  | { kind: 'suspended_addresses'; addresses: SuspendedAddress[] };

export function loadSuspendedAddressList(s: Slice): SuspendedAddressList {
  // Everscale's form is a lone HashmapE: exactly one bit in this cell.
  if (s.remainingBits === 1) return { kind: 'suspended_addresses', addresses: loadAddresses(s) };
  loadTag(s, 8, [TAG], 'SuspendedAddressList');
  return { kind: 'suspended_address_list', addresses: loadAddresses(s), suspendedUntil: s.loadUint(32) };
}

export function storeSuspendedAddressList(b: Builder, value: SuspendedAddressList): void {
  if (value.kind === 'suspended_addresses') {
    storeAddresses(b, value.addresses);
    return;
  }
  b.storeUint(TAG, 8);
  storeAddresses(b, value.addresses);
  b.storeUint(value.suspendedUntil, 32);
}

function loadAddresses(s: Slice): SuspendedAddress[] {
  return loadHashmapE(s, 288, () => null).map(({ key }) => ({
    workchain: int32FromKey(key >> 256n),
    address: keyToBits256(key & ADDRESS_MASK),
  }));
}

function storeAddresses(b: Builder, addresses: readonly SuspendedAddress[]): void {
  storeHashmapE(
    b,
    addresses.map(({ workchain, address }) => ({ key: (int32ToKey(workchain) << 256n) | bits256ToKey(address), value: null })),
    288,
    () => undefined,
  );
}
