import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadCurrencyCollection, storeCurrencyCollection, type CurrencyCollection } from '../currency/currency-collection.js';

/** tr_phase_credit$_ due_fees_collected:(Maybe Grams) credit:CurrencyCollection. */
export interface TrCreditPhase {
  dueFeesCollected: bigint | null;
  credit: CurrencyCollection;
}

export function loadCreditPhase(s: Slice): TrCreditPhase {
  const dueFeesCollected = s.loadBit() ? s.loadCoins() : null;
  return { dueFeesCollected, credit: loadCurrencyCollection(s) };
}

export function storeCreditPhase(b: Builder, phase: TrCreditPhase): void {
  b.storeBit(phase.dueFeesCollected !== null);
  if (phase.dueFeesCollected !== null) b.storeCoins(phase.dueFeesCollected);
  storeCurrencyCollection(b, phase.credit);
}
