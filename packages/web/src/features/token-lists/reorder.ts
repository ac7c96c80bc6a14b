/** `items` with the one at `from` taken out and put at `to` (both indexes of `items`); the same array when nothing moves. */
export function moveItem<T>(items: readonly T[], from: number, to: number): readonly T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items;
  const moved = [...items];
  const [item] = moved.splice(from, 1);
  moved.splice(to, 0, item as T);
  return moved;
}

/** The tokens whose name, symbol or root address contains `query`, any case; all of them for an empty query. */
export function matchesQuery(token: { full_name: string; symbol: string; root_address: string }, query: string): boolean {
  const needle = query.toLowerCase();
  return (
    needle === '' ||
    token.full_name.toLowerCase().includes(needle) ||
    token.symbol.toLowerCase().includes(needle) ||
    token.root_address.toLowerCase().includes(needle)
  );
}
