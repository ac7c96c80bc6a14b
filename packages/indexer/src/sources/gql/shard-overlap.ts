const U64 = (1n << 64n) - 1n;

/** Whether two shards of one workchain share accounts: one's prefix starts the other's. */
export function shardsOverlap(a: bigint, b: bigint): boolean {
  const wider = lowestBit(a) > lowestBit(b) ? a : b;
  const narrower = wider === a ? b : a;
  const mask = (U64 ^ (lowestBit(wider) * 2n - 1n)) & U64;
  return (wider & mask) === (narrower & mask);
}

/** The shard id's tag bit: the lowest set bit. */
function lowestBit(shard: bigint): bigint {
  return shard & -shard;
}
