import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0x6b;

/** `block_grams_created#6b masterchain_block_fee:Grams basechain_block_fee:Grams` (config param 14): block rewards, nanotokens. */
export interface BlockCreateFees {
  masterchainBlockFee: bigint;
  basechainBlockFee: bigint;
}

export function loadBlockCreateFees(s: Slice): BlockCreateFees {
  loadTag(s, 8, [TAG], 'BlockCreateFees');
  return { masterchainBlockFee: s.loadCoins(), basechainBlockFee: s.loadCoins() };
}

export function storeBlockCreateFees(b: Builder, value: BlockCreateFees): void {
  b.storeUint(TAG, 8).storeCoins(value.masterchainBlockFee).storeCoins(value.basechainBlockFee);
}
