import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadTag } from '../../tlb/tag.js';

const TAG = 0xea;

/**
 * `msg_forward_prices#ea …` — config params 24 (to/from the masterchain) and 25 (other messages).
 * Fee = lump_price + ceil((bit_price·bits + cell_price·cells) / 2^16) nanotokens.
 */
export interface MsgForwardPrices {
  lumpPrice: bigint;
  bitPrice: bigint;
  cellPrice: bigint;
  /** Instant hypercube routing fee factor, 16.16 fixed point. */
  ihrPriceFactor: number;
  /** Share of the fee paid to the first block, out of 2^16. */
  firstFrac: number;
  /** Share of the remainder paid to each transit block, out of 2^16. */
  nextFrac: number;
}

export function loadMsgForwardPrices(s: Slice): MsgForwardPrices {
  loadTag(s, 8, [TAG], 'MsgForwardPrices');
  return {
    lumpPrice: s.loadUint64(),
    bitPrice: s.loadUint64(),
    cellPrice: s.loadUint64(),
    ihrPriceFactor: s.loadUint(32),
    firstFrac: s.loadUint(16),
    nextFrac: s.loadUint(16),
  };
}

export function storeMsgForwardPrices(b: Builder, value: MsgForwardPrices): void {
  b.storeUint(TAG, 8)
    .storeUint(value.lumpPrice, 64)
    .storeUint(value.bitPrice, 64)
    .storeUint(value.cellPrice, 64)
    .storeUint(value.ihrPriceFactor, 32)
    .storeUint(value.firstFrac, 16)
    .storeUint(value.nextFrac, 16);
}
