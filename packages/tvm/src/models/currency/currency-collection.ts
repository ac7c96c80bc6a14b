import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadHashmapE, storeHashmapE } from '../../dict/hashmap.js';
import type { AugmentCodec } from '../../dict/hashmap-aug.js';

export interface ExtraCurrency {
  id: number;
  amount: bigint;
}

/** currencies$_ grams:Grams other:ExtraCurrencyCollection (HashmapE 32 (VarUInteger 32)). */
export interface CurrencyCollection {
  coins: bigint;
  other: ExtraCurrency[];
}

export const ZERO_CURRENCY: CurrencyCollection = Object.freeze({ coins: 0n, other: [] as ExtraCurrency[] }) as CurrencyCollection;

export function loadExtraCurrencies(s: Slice): ExtraCurrency[] {
  return loadHashmapE(s, 32, (leaf) => leaf.loadVarUint(32)).map(({ key, value }) => ({ id: Number(key), amount: value }));
}

export function storeExtraCurrencies(b: Builder, other: readonly ExtraCurrency[]): void {
  storeHashmapE(
    b,
    other.map(({ id, amount }) => ({ key: BigInt(id >>> 0), value: amount })),
    32,
    (leaf, amount) => leaf.storeVarUint(amount, 32),
  );
}

export function loadCurrencyCollection(s: Slice): CurrencyCollection {
  const coins = s.loadCoins();
  return { coins, other: loadExtraCurrencies(s) };
}

export function storeCurrencyCollection(b: Builder, value: CurrencyCollection): void {
  b.storeCoins(value.coins);
  storeExtraCurrencies(b, value.other);
}

export function addCurrencies(a: CurrencyCollection, b: CurrencyCollection): CurrencyCollection {
  if (b.other.length === 0 && a.other.length === 0) return { coins: a.coins + b.coins, other: [] };
  const sums = new Map<number, bigint>();
  for (const { id, amount } of [...a.other, ...b.other]) sums.set(id, (sums.get(id) ?? 0n) + amount);
  const other = [...sums].map(([id, amount]) => ({ id, amount })).sort((x, y) => x.id - y.id);
  return { coins: a.coins + b.coins, other };
}

/** The extra of augmented dictionaries summed as currency (OutMsgDescr, ShardAccountBlocks, ShardFees…). */
export const currencyAugment: AugmentCodec<CurrencyCollection> = {
  load: loadCurrencyCollection,
  store: storeCurrencyCollection,
  combine: addCurrencies,
};
