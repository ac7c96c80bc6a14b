import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapAugE, storeHashmapAugE, type AugDict, type AugmentCodec } from '../../dict/hashmap-aug.js';
import { addCurrencies, loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';

/** _ fees:CurrencyCollection create:CurrencyCollection = ShardFeeCreated. */
export interface ShardFeeCreated {
  fees: CurrencyCollection;
  create: CurrencyCollection;
}

/** _ (HashmapAugE 96 ShardFeeCreated ShardFeeCreated) = ShardFees, keyed by workchain:int32 and shard prefix:uint64. */
export type ShardFees = AugDict<ShardFeeCreated, ShardFeeCreated>;

export function loadShardFeeCreated(s: Slice): ShardFeeCreated {
  return { fees: loadCurrencyCollection(s), create: loadCurrencyCollection(s) };
}

export function storeShardFeeCreated(b: Builder, value: ShardFeeCreated): void {
  storeCurrencyCollection(b, value.fees);
  storeCurrencyCollection(b, value.create);
}

export const shardFeeCreatedAugment: AugmentCodec<ShardFeeCreated> = {
  load: loadShardFeeCreated,
  store: storeShardFeeCreated,
  combine: (left, right) => ({ fees: addCurrencies(left.fees, right.fees), create: addCurrencies(left.create, right.create) }),
};

export function loadShardFees(s: Slice): ShardFees {
  return loadHashmapAugE(s, 96, shardFeeCreatedAugment, loadShardFeeCreated);
}

export function storeShardFees(b: Builder, value: ShardFees): void {
  storeHashmapAugE(b, value, 96, shardFeeCreatedAugment, storeShardFeeCreated);
}
