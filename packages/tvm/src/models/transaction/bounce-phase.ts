import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { loadStorageUsed, storeStorageUsed, type StorageUsed } from '../account/storage-info.js';

/**
 * tr_phase_bounce_negfunds$00 | tr_phase_bounce_nofunds$01 msg_size:StorageUsed req_fwd_fees:Grams
 * | tr_phase_bounce_ok$1 msg_size:StorageUsed msg_fees:Grams fwd_fees:Grams.
 */
export type TrBouncePhase =
  | { kind: 'negfunds' }
  | { kind: 'nofunds'; msgSize: StorageUsed; reqFwdFees: bigint }
  | { kind: 'ok'; msgSize: StorageUsed; msgFees: bigint; fwdFees: bigint };

export function loadBouncePhase(s: Slice): TrBouncePhase {
  if (s.loadBit()) {
    const msgSize = loadStorageUsed(s);
    const msgFees = s.loadCoins();
    return { kind: 'ok', msgSize, msgFees, fwdFees: s.loadCoins() };
  }
  if (!s.loadBit()) return { kind: 'negfunds' };
  const msgSize = loadStorageUsed(s);
  return { kind: 'nofunds', msgSize, reqFwdFees: s.loadCoins() };
}

export function storeBouncePhase(b: Builder, phase: TrBouncePhase): void {
  switch (phase.kind) {
    case 'ok':
      b.storeBit(1);
      storeStorageUsed(b, phase.msgSize);
      b.storeCoins(phase.msgFees).storeCoins(phase.fwdFees);
      return;
    case 'nofunds':
      b.storeUint(0b01, 2);
      storeStorageUsed(b, phase.msgSize);
      b.storeCoins(phase.reqFwdFees);
      return;
    case 'negfunds':
      b.storeUint(0b00, 2);
      return;
  }
}
