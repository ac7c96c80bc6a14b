import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0x1a;

/** `complaint_prices#1a deposit:Grams bit_price:Grams cell_price:Grams` (config param 13), nanotokens. */
export interface ComplaintPricing {
  deposit: bigint;
  bitPrice: bigint;
  cellPrice: bigint;
}

export function loadComplaintPricing(s: Slice): ComplaintPricing {
  loadTag(s, 8, [TAG], 'ComplaintPricing');
  return { deposit: s.loadCoins(), bitPrice: s.loadCoins(), cellPrice: s.loadCoins() };
}

export function storeComplaintPricing(b: Builder, value: ComplaintPricing): void {
  b.storeUint(TAG, 8).storeCoins(value.deposit).storeCoins(value.bitPrice).storeCoins(value.cellPrice);
}
