import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';

/** fsm_split$10 split_utime:uint32 interval:uint32 | fsm_merge$11 merge_utime:uint32 interval:uint32; fsm_none$0 is null. */
export interface FutureSplitMerge {
  kind: 'split' | 'merge';
  utime: number;
  interval: number;
}

export function loadFutureSplitMerge(s: Slice): FutureSplitMerge | null {
  if (!s.loadBit()) return null;
  const kind = s.loadBit() ? 'merge' : 'split';
  return { kind, utime: s.loadUint(32), interval: s.loadUint(32) };
}

export function storeFutureSplitMerge(b: Builder, value: FutureSplitMerge | null): void {
  if (value === null) {
    b.storeBit(0);
    return;
  }
  b.storeBit(1)
    .storeBit(value.kind === 'merge')
    .storeUint(value.utime, 32)
    .storeUint(value.interval, 32);
}
