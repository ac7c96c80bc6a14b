const U64_MAX = (1n << 64n) - 1n;

/** A shard id as the 16 lower-case hex digits used in block names, e.g. `8000000000000000`. */
export function shardToHex(shard: bigint): string {
  if (shard < 0n || shard > U64_MAX) throw new RangeError(`shard ${shard} is not an unsigned 64-bit integer`);
  return shard.toString(16).padStart(16, '0');
}
