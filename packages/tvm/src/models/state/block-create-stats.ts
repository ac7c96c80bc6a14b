import type { Builder } from '../../cell/builder.js';
import type { Cell } from '../../cell/cell.js';
import type { Slice } from '../../cell/slice.js';
import { unknownTag } from '../../tlb/tag.js';

const TAG = 0x17;

/** block_create_stats#17 counters:(HashmapE 256 CreatorStats): per-validator block counters, kept as the dictionary root. */
export interface BlockCreateStats {
  counters: Cell | null;
}

export function loadBlockCreateStats(s: Slice): BlockCreateStats {
  const tag = s.loadUint(8);
  if (tag !== TAG) throw unknownTag('BlockCreateStats', tag, 8);
  return { counters: s.loadMaybeRef() };
}

export function storeBlockCreateStats(b: Builder, value: BlockCreateStats): void {
  b.storeUint(TAG, 8).storeMaybeRef(value.counters);
}
