import type { SortOrder } from '@tvmscan/api/contract';
import type { RangeText } from '../../shared/filters/range-field.js';
import { withoutEmpty } from '../../shared/filters/search-params.js';
import { timeInputToUnix, unixToTimeInput } from '../../shared/filters/time-input.js';
import { DEFAULT_ACCOUNTS_ORDERING } from './accounts-request.js';
import type { AccountsOrderBy } from '../../shared/api/enumerations.js';
import type { AccountsSearch } from './accounts-search.js';

/** The accounts filters as the form holds them while the visitor types. */
export interface AccountsDraft {
  balance: RangeText;
  created: RangeText;
  orderBy: AccountsOrderBy;
  order: SortOrder;
}

export function accountsDraft(search: AccountsSearch): AccountsDraft {
  return {
    balance: { min: search.balanceMin ?? '', max: search.balanceMax ?? '' },
    created: { min: unixToTimeInput(search.createdFrom), max: unixToTimeInput(search.createdTo) },
    orderBy: search.orderBy ?? DEFAULT_ACCOUNTS_ORDERING.by,
    order: search.order ?? DEFAULT_ACCOUNTS_ORDERING.order,
  };
}

export function applyAccountsDraft(draft: AccountsDraft): AccountsSearch {
  return withoutEmpty({
    balanceMin: draft.balance.min.trim(),
    balanceMax: draft.balance.max.trim(),
    createdFrom: timeInputToUnix(draft.created.min),
    createdTo: timeInputToUnix(draft.created.max),
    orderBy: draft.orderBy === DEFAULT_ACCOUNTS_ORDERING.by ? undefined : draft.orderBy,
    order: draft.order === DEFAULT_ACCOUNTS_ORDERING.order ? undefined : draft.order,
  });
}
