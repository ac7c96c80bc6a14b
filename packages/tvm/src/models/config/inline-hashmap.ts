import type { Builder } from '../../cell/builder.js';
import { Slice } from '../../cell/slice.js';
import { buildHashmap, loadHashmap, type DictEntry, type ValueLoader, type ValueStorer } from '../../dict/hashmap.js';

/**
 * Reads a `Hashmap n X` field that is not behind a reference: its root node is the rest of the
 * slice, which this consumes.
 */
export function loadInlineHashmap<V>(s: Slice, keyBits: number, loadValue: ValueLoader<V>): DictEntry<V>[] {
  const root = s.remainderToCell();
  s.skip(s.remainingBits);
  while (s.remainingRefs > 0) s.loadRef();
  return loadHashmap(root, keyBits, loadValue);
}

export function storeInlineHashmap<V>(b: Builder, entries: readonly DictEntry<V>[], keyBits: number, storeValue: ValueStorer<V>): void {
  b.storeSlice(new Slice(buildHashmap(entries, keyBits, storeValue)));
}
