import type { SortOrder } from '@tvmscan/api/contract';
import { ACCOUNTS_ORDER_BY, SORT_ORDERS, type AccountsOrderBy } from '../../shared/api/enumerations.js';
import { readChoice, readNumber, readText, withoutEmpty } from '../../shared/filters/search-params.js';

/** The accounts list's filters as kept in the URL. */
export interface AccountsSearch {
  /** Whole tokens as typed. */
  balanceMin?: string;
  balanceMax?: string;
  /** Unix seconds. */
  createdFrom?: number;
  createdTo?: number;
  orderBy?: AccountsOrderBy;
  order?: SortOrder;
}

export function readAccountsSearch(raw: Record<string, unknown>): AccountsSearch {
  return withoutEmpty({
    balanceMin: readText(raw.balanceMin),
    balanceMax: readText(raw.balanceMax),
    createdFrom: readNumber(raw.createdFrom),
    createdTo: readNumber(raw.createdTo),
    orderBy: readChoice(raw.orderBy, ACCOUNTS_ORDER_BY),
    order: readChoice(raw.order, SORT_ORDERS),
  });
}
