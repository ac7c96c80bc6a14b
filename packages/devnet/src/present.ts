/**
 * `value`, which the devnet's own bookkeeping guarantees (a shard its layout has, a block a round sealed, a state a
 * saved record holds once checked): its absence is a bug in the devnet and is reported as one.
 */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`${what} is missing: a bug in the devnet's bookkeeping`);
  return value;
}
