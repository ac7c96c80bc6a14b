import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';

/** acst_unchanged$0 (x → x), acst_frozen$10 (init → frozen), acst_deleted$11 (frozen → deleted). */
export type AccStatusChange = 'unchanged' | 'frozen' | 'deleted';

export function loadAccStatusChange(s: Slice): AccStatusChange {
  if (!s.loadBit()) return 'unchanged';
  return s.loadBit() ? 'deleted' : 'frozen';
}

export function storeAccStatusChange(b: Builder, change: AccStatusChange): void {
  if (change === 'unchanged') b.storeBit(0);
  else b.storeUint(change === 'deleted' ? 0b11 : 0b10, 2);
}
