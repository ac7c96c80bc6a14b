import type { SortOrder } from '@tvmscan/api/contract';
import { readChoice, readNumber, readText, withoutEmpty } from '../../shared/filters/search-params.js';

export type AccountsOrderBy = 'createdAt' | 'updatedAt' | 'balance';
export const ACCOUNTS_ORDER_BY: readonly AccountsOrderBy[] = ['balance', 'createdAt', 'updatedAt'];
export const SORT_ORDERS: readonly SortOrder[] = ['DESC', 'ASC'];

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
