/** The fields of a token the search ranks by. */
export interface RankedToken {
  rootAddress: string;
  name: string;
  symbol: string;
}

/**
 * The Tokens group's order (spec 001 §2): tokens a token manifest names (`trusted` root addresses) first; then,
 * within each part, a symbol equal to the query, a symbol starting with it, a name starting with it, the rest; ties
 * by symbol, then by root address, so the order is the same on every search.
 */
export function sortTokens<Token extends RankedToken>(tokens: readonly Token[], query: string, trusted: ReadonlySet<string>): Token[] {
  const rank = (token: Token): [number, number] => [trusted.has(token.rootAddress) ? 0 : 1, matchRank(token, query)];
  return [...tokens].sort((a, b) => {
    const [aTrust, aMatch] = rank(a);
    const [bTrust, bMatch] = rank(b);
    return (
      aTrust - bTrust || aMatch - bMatch || a.symbol.toLowerCase().localeCompare(b.symbol.toLowerCase()) || a.rootAddress.localeCompare(b.rootAddress)
    );
  });
}

function matchRank(token: RankedToken, query: string): number {
  const symbol = token.symbol.toLowerCase();
  if (symbol === query) return 0;
  if (symbol.startsWith(query)) return 1;
  if (token.name.toLowerCase().startsWith(query)) return 2;
  return 3;
}
