import type { SortOrder } from '@tvmscan/api/contract';
import type { TokenOrdering, TokenSort } from '@tvmscan/api/token-contract';
import { SORT_ORDERS } from '../../shared/api/enumerations.js';
import { readChoice, withoutEmpty } from '../../shared/filters/search-params.js';

/** The tokens page's orders, each checked against the token API's: the market order first, the default. */
const TOKEN_SORT_MEMBERS: Record<TokenSort, true> = {
  market: true,
  marketValue: true,
  price: true,
  holders: true,
  transfers24h: true,
  volume24h: true,
  name: true,
  symbol: true,
  standard: true,
  createdAt: true,
};
export const TOKEN_SORTS = Object.keys(TOKEN_SORT_MEMBERS) as TokenSort[];

/** The tokens page's order as kept in the URL. */
export interface TokensSearch {
  orderBy?: TokenSort;
  order?: SortOrder;
}

export function readTokensSearch(raw: Record<string, unknown>): TokensSearch {
  return withoutEmpty({ orderBy: readChoice(raw.orderBy, TOKEN_SORTS), order: readChoice(raw.order, SORT_ORDERS) });
}

/** The ordering the tokens page asks for: the market order, largest first, unless the URL says otherwise. */
export function tokensOrdering(search: TokensSearch): TokenOrdering {
  return { by: search.orderBy ?? 'market', order: search.order ?? 'DESC' };
}
