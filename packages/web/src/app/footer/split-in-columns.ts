const ONE_COLUMN_MAX = 6;

/** One column up to 6 entries; beyond that two, the first half (rounded up) in the first. */
export function splitInColumns<T>(items: readonly T[]): T[][] {
  if (items.length <= ONE_COLUMN_MAX) return [[...items]];
  const half = Math.ceil(items.length / 2);
  return [items.slice(0, half), items.slice(half)];
}
