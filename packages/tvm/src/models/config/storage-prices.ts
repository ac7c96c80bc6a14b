import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadInlineHashmap, storeInlineHashmap } from './inline-hashmap.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0xcc;

/** `_#cc utime_since:uint32 bit_price_ps:uint64 cell_price_ps:uint64 mc_bit_price_ps:uint64 mc_cell_price_ps:uint64` */
export interface StoragePrices {
  /** Unix time from which these prices apply. */
  utimeSince: number;
  /** Nanotokens per bit per second, as a 16.16 fixed-point number; `mc…` for the masterchain. */
  bitPricePs: bigint;
  cellPricePs: bigint;
  mcBitPricePs: bigint;
  mcCellPricePs: bigint;
}

/** One entry of `_ (Hashmap 32 StoragePrices) = ConfigParam 18;`. */
export interface StoragePricesEntry {
  key: number;
  prices: StoragePrices;
}

export function loadStoragePricesList(s: Slice): StoragePricesEntry[] {
  return loadInlineHashmap(s, 32, loadStoragePrices).map(({ key, value }) => ({ key: Number(key), prices: value }));
}

export function storeStoragePricesList(b: Builder, entries: readonly StoragePricesEntry[]): void {
  storeInlineHashmap(
    b,
    entries.map(({ key, prices }) => ({ key: BigInt(key), value: prices })),
    32,
    storeStoragePrices,
  );
}

export function loadStoragePrices(s: Slice): StoragePrices {
  loadTag(s, 8, [TAG], 'StoragePrices');
  return {
    utimeSince: s.loadUint(32),
    bitPricePs: s.loadUint64(),
    cellPricePs: s.loadUint64(),
    mcBitPricePs: s.loadUint64(),
    mcCellPricePs: s.loadUint64(),
  };
}

export function storeStoragePrices(b: Builder, value: StoragePrices): void {
  b.storeUint(TAG, 8)
    .storeUint(value.utimeSince, 32)
    .storeUint(value.bitPricePs, 64)
    .storeUint(value.cellPricePs, 64)
    .storeUint(value.mcBitPricePs, 64)
    .storeUint(value.mcCellPricePs, 64);
}
