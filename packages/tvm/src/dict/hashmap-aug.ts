import type { Builder } from '../cell/builder.js';
import type { Cell } from '../cell/cell.js';
import type { Slice } from '../cell/slice.js';
import { TlbError } from '../errors.js';
import { buildNode, walk, type ValueLoader, type ValueStorer } from './hashmap.js';

export interface AugDictEntry<V, E> {
  key: bigint;
  extra: E;
  value: V;
}

/** How an augmented dictionary's extra is read, written and summed over a fork. */
export interface AugmentCodec<E> {
  load: (s: Slice) => E;
  store: (b: Builder, extra: E) => void;
  combine: (left: E, right: E) => E;
}

export interface AugDict<V, E> {
  entries: AugDictEntry<V, E>[];
  /** The extra of the whole dictionary (the root's, or the stored one of an empty dictionary). */
  extra: E;
}

/** Reads a non-empty `HashmapAug n X Y` in ascending key order. */
export function loadHashmapAug<V, E>(root: Cell, keyBits: number, aug: AugmentCodec<E>, loadValue: ValueLoader<V>): AugDictEntry<V, E>[] {
  const entries: AugDictEntry<V, E>[] = [];
  walk(
    root,
    keyBits,
    0n,
    (s, key) => {
      const extra = aug.load(s);
      entries.push({ key, extra, value: loadValue(s, key) });
    },
    true,
  );
  return entries;
}

/** Reads `HashmapAugE n X Y`: ahme_empty$0 extra:Y, or ahme_root$1 root:^(HashmapAug n X Y) extra:Y. */
export function loadHashmapAugE<V, E>(s: Slice, keyBits: number, aug: AugmentCodec<E>, loadValue: ValueLoader<V>): AugDict<V, E> {
  const root = s.loadMaybeRef();
  const entries = root === null ? [] : loadHashmapAug(root, keyBits, aug, loadValue);
  return { entries, extra: aug.load(s) };
}

/** Builds a non-empty `HashmapAug n X Y`, computing every fork's extra from its children. */
export function buildHashmapAug<V, E>(
  entries: readonly AugDictEntry<V, E>[],
  keyBits: number,
  aug: AugmentCodec<E>,
  storeValue: ValueStorer<V>,
): { cell: Cell; extra: E } {
  if (entries.length === 0) throw new TlbError('dict-empty', 'a HashmapAug needs at least one entry');
  const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const built = buildNode<AugDictEntry<V, E>, E>(
    sorted,
    keyBits,
    (b, entry) => {
      aug.store(b, entry.extra);
      storeValue(b, entry.value);
      return entry.extra;
    },
    (b, left, right) => {
      const extra = aug.combine(left, right);
      aug.store(b, extra);
      return extra;
    },
  );
  return { cell: built.cell, extra: built.extra as E };
}

/** Writes `HashmapAugE`; an empty dictionary stores `dict.extra` as its extra. */
export function storeHashmapAugE<V, E>(b: Builder, dict: AugDict<V, E>, keyBits: number, aug: AugmentCodec<E>, storeValue: ValueStorer<V>): void {
  if (dict.entries.length === 0) {
    b.storeBit(0);
    aug.store(b, dict.extra);
    return;
  }
  const built = buildHashmapAug(dict.entries, keyBits, aug, storeValue);
  b.storeBit(1).storeRef(built.cell);
  aug.store(b, built.extra);
}
