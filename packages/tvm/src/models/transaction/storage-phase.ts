import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadAccStatusChange, storeAccStatusChange, type AccStatusChange } from './acc-status-change.js';

/** tr_phase_storage$_ storage_fees_collected:Grams storage_fees_due:(Maybe Grams) status_change:AccStatusChange. */
export interface TrStoragePhase {
  storageFeesCollected: bigint;
  storageFeesDue: bigint | null;
  statusChange: AccStatusChange;
}

export function loadStoragePhase(s: Slice): TrStoragePhase {
  const storageFeesCollected = s.loadCoins();
  const storageFeesDue = s.loadBit() ? s.loadCoins() : null;
  return { storageFeesCollected, storageFeesDue, statusChange: loadAccStatusChange(s) };
}

export function storeStoragePhase(b: Builder, phase: TrStoragePhase): void {
  b.storeCoins(phase.storageFeesCollected).storeBit(phase.storageFeesDue !== null);
  if (phase.storageFeesDue !== null) b.storeCoins(phase.storageFeesDue);
  storeAccStatusChange(b, phase.statusChange);
}
