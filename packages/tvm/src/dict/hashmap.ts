import { Builder } from '../cell/builder.js';
import type { Cell } from '../cell/cell.js';
import { Slice } from '../cell/slice.js';
import { TlbError } from '../errors.js';
import { loadLabel, storeLabel } from './label.js';

export interface DictEntry<V> {
  /** The key as an unsigned integer of the dictionary's key length. */
  key: bigint;
  value: V;
}

export type ValueLoader<V> = (slice: Slice, key: bigint) => V;
export type ValueStorer<V> = (builder: Builder, value: V) => void;

/** Reads a non-empty `Hashmap n X` rooted at `root`, in ascending key order. */
export function loadHashmap<V>(root: Cell, keyBits: number, loadValue: ValueLoader<V>): DictEntry<V>[] {
  const entries: DictEntry<V>[] = [];
  walk(root, keyBits, 0n, (s, key) => entries.push({ key, value: loadValue(s, key) }), false);
  return entries;
}

/** Reads `HashmapE n X`: a bit, then the root as a reference when the bit is set. */
export function loadHashmapE<V>(s: Slice, keyBits: number, loadValue: ValueLoader<V>): DictEntry<V>[] {
  const root = s.loadMaybeRef();
  return root === null ? [] : loadHashmap(root, keyBits, loadValue);
}

/**
 * Visits the leaves of a (possibly augmented) dictionary. In an augmented one, the fork nodes carry
 * an extra after their references; leaf slices are handed over positioned at the leaf's extra.
 */
export function walk(cell: Cell, keyBits: number, prefix: bigint, visitLeaf: (s: Slice, key: bigint) => void, augmented: boolean): void {
  const s = new Slice(cell);
  const label = loadLabel(s, keyBits);
  const key = (prefix << BigInt(label.length)) | label.value;
  const left = keyBits - label.length;
  if (left === 0) {
    visitLeaf(s, key);
    return;
  }
  if (s.remainingRefs < 2) throw new TlbError('dict-fork', 'a dictionary fork needs two references');
  const leftChild = s.loadRef();
  const rightChild = s.loadRef();
  if (!augmented && !s.isEmpty()) throw new TlbError('dict-fork', 'a dictionary fork has unexpected data');
  walk(leftChild, left - 1, key << 1n, visitLeaf, augmented);
  walk(rightChild, left - 1, (key << 1n) | 1n, visitLeaf, augmented);
}

/** Builds a non-empty `Hashmap n X`; entries may come in any order, keys must be distinct. */
export function buildHashmap<V>(entries: readonly DictEntry<V>[], keyBits: number, storeValue: ValueStorer<V>): Cell {
  if (entries.length === 0) throw new TlbError('dict-empty', 'a Hashmap needs at least one entry; use HashmapE for an empty one');
  const sorted = [...entries].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return buildNode(sorted, keyBits, (b, leaf) => storeValue(b, leaf.value)).cell;
}

export function storeHashmapE<V>(b: Builder, entries: readonly DictEntry<V>[], keyBits: number, storeValue: ValueStorer<V>): void {
  b.storeMaybeRef(entries.length === 0 ? null : buildHashmap(entries, keyBits, storeValue));
}

interface BuiltNode<E> {
  cell: Cell;
  extra: E | undefined;
}

interface NodeCallbacks<T, E> {
  storeLeaf: (b: Builder, entry: T) => E | undefined;
  /** For augmented dictionaries: combines the children's extras and writes the fork's extra. */
  storeFork?: (b: Builder, left: E, right: E) => E;
}

/** Builds the subtree for sorted entries whose keys agree above the low `keyBits` bits. */
export function buildNode<T extends { key: bigint }, E>(
  entries: readonly T[],
  keyBits: number,
  storeLeaf: NodeCallbacks<T, E>['storeLeaf'],
  storeFork?: NodeCallbacks<T, E>['storeFork'],
): BuiltNode<E> {
  const firstEntry = entries[0];
  const lastEntry = entries.at(-1);
  if (firstEntry === undefined || lastEntry === undefined) throw new TlbError('dict-empty', 'a dictionary node needs at least one entry');
  const mask = (1n << BigInt(keyBits)) - 1n;
  const first = firstEntry.key & mask;
  const last = lastEntry.key & mask;
  const labelLength = entries.length === 1 ? keyBits : commonPrefixLength(first, last, keyBits);
  if (labelLength === keyBits && entries.length > 1) throw new TlbError('dict-duplicate', `duplicate dictionary key ${firstEntry.key}`);
  const b = new Builder();
  storeLabel(b, { value: first >> BigInt(keyBits - labelLength), length: labelLength }, keyBits);
  if (labelLength === keyBits) {
    const extra = storeLeaf(b, firstEntry);
    return { cell: b.endCell(), extra };
  }
  const childBits = keyBits - labelLength - 1;
  const splitBit = 1n << BigInt(childBits);
  const split = entries.findIndex((entry) => (entry.key & splitBit) !== 0n);
  const left = buildNode(entries.slice(0, split), childBits, storeLeaf, storeFork);
  const right = buildNode(entries.slice(split), childBits, storeLeaf, storeFork);
  b.storeRef(left.cell).storeRef(right.cell);
  const extra = storeFork ? storeFork(b, left.extra as E, right.extra as E) : undefined;
  return { cell: b.endCell(), extra };
}

function commonPrefixLength(a: bigint, b: bigint, bits: number): number {
  const diff = a ^ b;
  let highest = 0;
  for (let d = diff; d > 0n; d >>= 1n) highest++;
  return bits - highest;
}
