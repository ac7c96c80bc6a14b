import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import type { AugmentCodec } from '../../dict/hashmap-aug.js';
import { addCurrencies, loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';

/** import_fees$_ fees_collected:Grams value_imported:CurrencyCollection: the extra of InMsgDescr. */
export interface ImportFees {
  feesCollected: bigint;
  valueImported: CurrencyCollection;
}

export function loadImportFees(s: Slice): ImportFees {
  return { feesCollected: s.loadCoins(), valueImported: loadCurrencyCollection(s) };
}

export function storeImportFees(b: Builder, value: ImportFees): void {
  b.storeCoins(value.feesCollected);
  storeCurrencyCollection(b, value.valueImported);
}

export const importFeesAugment: AugmentCodec<ImportFees> = {
  load: loadImportFees,
  store: storeImportFees,
  combine: (left, right) => ({
    feesCollected: left.feesCollected + right.feesCollected,
    valueImported: addCurrencies(left.valueImported, right.valueImported),
  }),
};
