import { Builder } from '../cell/builder.js';
import type { Cell } from '../cell/cell.js';
import type { AugmentCodec } from './hashmap-aug.js';
import type { ValueStorer } from './hashmap.js';
import { storeLabel } from './label.js';

interface LeafNode<V, E> {
  readonly kind: 'leaf';
  /** Position of the first key bit this node's label covers. */
  readonly start: number;
  readonly key: bigint;
  readonly value: V;
  readonly extra: E;
  cell?: Cell;
}

interface ForkNode<V, E> {
  readonly kind: 'fork';
  readonly start: number;
  /** Position after the label: the bit that chooses the child. */
  readonly end: number;
  /** A key of the subtree, for the label bits. */
  readonly key: bigint;
  readonly left: DictNode<V, E>;
  readonly right: DictNode<V, E>;
  extra?: E;
  cell?: Cell;
}

type DictNode<V, E> = LeafNode<V, E> | ForkNode<V, E>;

/**
 * A `HashmapAug n X Y` kept as a Patricia tree whose nodes remember their cells: changing one key rebuilds
 * only the cells on its path, so a shard state with many accounts (or the list of every masterchain block)
 * stays cheap to re-hash after each block. Cells are identical to a from-scratch build (same label forms).
 */
export class PersistentAugDict<V, E> {
  private root: DictNode<V, E> | null;
  private count: number;

  constructor(
    private readonly keyBits: number,
    private readonly aug: AugmentCodec<E>,
    private readonly storeValue: ValueStorer<V>,
    root: DictNode<V, E> | null = null,
    count = 0,
  ) {
    this.root = root;
    this.count = count;
  }

  get size(): number {
    return this.count;
  }

  /** A copy sharing every node: later changes to either do not show in the other. */
  clone(): PersistentAugDict<V, E> {
    return new PersistentAugDict(this.keyBits, this.aug, this.storeValue, this.root, this.count);
  }

  get(key: bigint): V | undefined {
    let node = this.root;
    while (node !== null) {
      if (node.kind === 'leaf') return node.key === key ? node.value : undefined;
      if (this.commonLength(node.key, key, node.start, node.end) < node.end - node.start) return undefined;
      node = this.bitAt(key, node.end) ? node.right : node.left;
    }
    return undefined;
  }

  set(key: bigint, value: V, extra: E): void {
    if (this.get(key) === undefined) this.count++;
    this.root = this.root === null ? { kind: 'leaf', start: 0, key, value, extra } : this.insert(this.root, key, value, extra);
  }

  delete(key: bigint): boolean {
    if (this.root === null || this.get(key) === undefined) return false;
    this.root = this.remove(this.root, key);
    this.count--;
    return true;
  }

  *entries(): Generator<{ key: bigint; value: V; extra: E }> {
    if (this.root !== null) yield* this.walk(this.root);
  }

  /** The root cell of the non-empty dictionary, or null. */
  rootCell(): Cell | null {
    return this.root === null ? null : this.cellOf(this.root);
  }

  /** The extra of the whole dictionary; `emptyExtra` when it is empty. */
  rootExtra(emptyExtra: E): E {
    return this.root === null ? emptyExtra : this.extraOf(this.root);
  }

  /** Writes the dictionary as `HashmapAugE`. */
  storeAugE(b: Builder, emptyExtra: E): void {
    const root = this.rootCell();
    b.storeMaybeRef(root);
    this.aug.store(b, this.rootExtra(emptyExtra));
  }

  private insert(node: DictNode<V, E>, key: bigint, value: V, extra: E): DictNode<V, E> {
    const end = node.kind === 'leaf' ? this.keyBits : node.end;
    const common = this.commonLength(node.key, key, node.start, end);
    if (node.kind === 'leaf' && common === end - node.start) return { kind: 'leaf', start: node.start, key, value, extra };
    if (common < end - node.start) {
      const forkEnd = node.start + common;
      const fresh: DictNode<V, E> = { kind: 'leaf', start: forkEnd + 1, key, value, extra };
      const moved = this.rebase(node, forkEnd + 1);
      const [left, right] = this.bitAt(key, forkEnd) ? [moved, fresh] : [fresh, moved];
      return { kind: 'fork', start: node.start, end: forkEnd, key, left, right };
    }
    const fork = node as ForkNode<V, E>;
    if (this.bitAt(key, fork.end)) return { ...fork, right: this.insert(fork.right, key, value, extra), extra: undefined, cell: undefined };
    return { ...fork, left: this.insert(fork.left, key, value, extra), extra: undefined, cell: undefined };
  }

  private remove(node: DictNode<V, E>, key: bigint): DictNode<V, E> | null {
    if (node.kind === 'leaf') return node.key === key ? null : node;
    const goRight = this.bitAt(key, node.end);
    const child = goRight ? node.right : node.left;
    const other = goRight ? node.left : node.right;
    const replaced = this.remove(child, key);
    if (replaced === null) return this.rebase(other, node.start);
    return goRight ? { ...node, right: replaced, extra: undefined, cell: undefined } : { ...node, left: replaced, extra: undefined, cell: undefined };
  }

  private rebase(node: DictNode<V, E>, start: number): DictNode<V, E> {
    return { ...node, start, cell: undefined };
  }

  private *walk(node: DictNode<V, E>): Generator<{ key: bigint; value: V; extra: E }> {
    if (node.kind === 'leaf') {
      yield { key: node.key, value: node.value, extra: node.extra };
      return;
    }
    yield* this.walk(node.left);
    yield* this.walk(node.right);
  }

  private extraOf(node: DictNode<V, E>): E {
    if (node.kind === 'leaf') return node.extra;
    node.extra ??= this.aug.combine(this.extraOf(node.left), this.extraOf(node.right));
    return node.extra;
  }

  private cellOf(node: DictNode<V, E>): Cell {
    if (node.cell !== undefined) return node.cell;
    const b = new Builder();
    const end = node.kind === 'leaf' ? this.keyBits : node.end;
    storeLabel(b, { value: this.bits(node.key, node.start, end), length: end - node.start }, this.keyBits - node.start);
    if (node.kind === 'leaf') {
      this.aug.store(b, node.extra);
      this.storeValue(b, node.value);
    } else {
      b.storeRef(this.cellOf(node.left)).storeRef(this.cellOf(node.right));
      this.aug.store(b, this.extraOf(node));
    }
    node.cell = b.endCell();
    return node.cell;
  }

  private bitAt(key: bigint, position: number): boolean {
    return ((key >> BigInt(this.keyBits - 1 - position)) & 1n) === 1n;
  }

  private bits(key: bigint, start: number, end: number): bigint {
    return (key >> BigInt(this.keyBits - end)) & ((1n << BigInt(end - start)) - 1n);
  }

  /** How many bits of `a` and `b` agree from `start`, up to `end`. */
  private commonLength(a: bigint, b: bigint, start: number, end: number): number {
    const diff = this.bits(a, start, end) ^ this.bits(b, start, end);
    if (diff === 0n) return end - start;
    return end - start - diff.toString(2).length;
  }
}
