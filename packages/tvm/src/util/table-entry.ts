/**
 * Entry `index` of a lookup table the index always falls in (a byte into a 256-entry table): a miss is a bug in the
 * caller, not malformed input.
 */
export function tableEntry<T>(table: ArrayLike<T>, index: number): T {
  const entry = table[index];
  if (entry === undefined) throw new RangeError(`no entry ${index} in a lookup table of ${table.length}`);
  return entry;
}
