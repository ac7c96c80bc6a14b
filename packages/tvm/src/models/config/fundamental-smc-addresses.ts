import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import { keyToBits256, bits256ToKey } from '../../tlb/bits256.js';

/** `_ fundamental_smc_addr:(HashmapE 256 True) = ConfigParam 31;` → masterchain account ids, hex, ascending. */
export function loadFundamentalSmcAddresses(s: Slice): string[] {
  return loadHashmapE(s, 256, () => null).map(({ key }) => keyToBits256(key));
}

export function storeFundamentalSmcAddresses(b: Builder, addresses: readonly string[]): void {
  storeHashmapE(
    b,
    addresses.map((address) => ({ key: bits256ToKey(address), value: null })),
    256,
    () => undefined,
  );
}
