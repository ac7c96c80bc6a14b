import type { Builder } from '../../cell/builder.js';
import type { Slice } from '../../cell/slice.js';
import { TlbError } from '../../errors.js';
import { unknownTag } from '../../tlb/tag.js';

const MAX_SPLIT_DEPTH = 60;
const U64_MASK = (1n << 64n) - 1n;

/** shard_ident$00 shard_pfx_bits:(#<= 60) workchain_id:int32 shard_prefix:uint64. */
export interface ShardIdent {
  workchain: number;
  /** The shard id: the prefix bits, a 1 tag bit, then zeros (unsigned 64-bit). */
  shard: bigint;
  /** shard_pfx_bits as stored. */
  prefixBits: number;
  /**
   * shard_prefix as stored: usually the shard id without its tag bit, but some zerostates store
   * the shard id itself, so it is kept to rebuild the cell exactly.
   */
  prefix: bigint;
}

export function loadShardIdent(s: Slice): ShardIdent {
  const tag = s.loadUint(2);
  if (tag !== 0) throw unknownTag('ShardIdent', tag, 2);
  const prefixBits = s.loadUint(6);
  if (prefixBits > MAX_SPLIT_DEPTH) throw new TlbError('bad-value', `ShardIdent: a prefix of ${prefixBits} bits is deeper than ${MAX_SPLIT_DEPTH}`);
  const workchain = s.loadInt(32);
  const prefix = s.loadUint64();
  return { workchain, shard: shardIdFromPrefix(prefix, prefixBits), prefixBits, prefix };
}

export function storeShardIdent(b: Builder, value: ShardIdent): void {
  b.storeUint(0, 2).storeUint(value.prefixBits, 6).storeInt(value.workchain, 32).storeUint(value.prefix, 64);
}

/** The shard id whose prefix is the top `prefixBits` bits of `prefix`. */
export function shardIdFromPrefix(prefix: bigint, prefixBits: number): bigint {
  const tag = 1n << BigInt(63 - prefixBits);
  return (prefix & (-tag & U64_MASK)) | tag;
}

/** The shard id at the end of a shard tree path ('0' = left, '1' = right). */
export function shardIdFromPath(path: string): bigint {
  const prefix = path.length === 0 ? 0n : BigInt(`0b${path}`) << BigInt(64 - path.length);
  return shardIdFromPrefix(prefix, path.length);
}
