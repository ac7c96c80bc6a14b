import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import type { AugmentCodec } from '../../dict/hashmap-aug.js';
import { TlbError } from '../../errors.js';
import { addCurrencies, loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';

/** depth_balance$_ split_depth:(#<= 30) balance:CurrencyCollection: the extra of ShardAccounts. */
export interface DepthBalanceInfo {
  splitDepth: number;
  balance: CurrencyCollection;
}

const SPLIT_DEPTH_BITS = 5;
const MAX_SPLIT_DEPTH = 30;

export function loadDepthBalanceInfo(s: Slice): DepthBalanceInfo {
  const splitDepth = s.loadUint(SPLIT_DEPTH_BITS);
  if (splitDepth > MAX_SPLIT_DEPTH) throw new TlbError('bad-value', `DepthBalanceInfo: split depth ${splitDepth} exceeds ${MAX_SPLIT_DEPTH}`);
  return { splitDepth, balance: loadCurrencyCollection(s) };
}

export function storeDepthBalanceInfo(b: Builder, value: DepthBalanceInfo): void {
  b.storeUint(value.splitDepth, SPLIT_DEPTH_BITS);
  storeCurrencyCollection(b, value.balance);
}

/** A fork of ShardAccounts carries the deepest split depth below it and the sum of the balances, as the node computes it. */
export const depthBalanceAugment: AugmentCodec<DepthBalanceInfo> = {
  load: loadDepthBalanceInfo,
  store: storeDepthBalanceInfo,
  combine: (left, right) => ({
    splitDepth: Math.max(left.splitDepth, right.splitDepth),
    balance: addCurrencies(left.balance, right.balance),
  }),
};
