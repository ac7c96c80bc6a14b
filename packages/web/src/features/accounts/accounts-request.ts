import type { AccountListRequest, ListPaging, NetworkConfig } from '@tvmscan/api/contract';
import { definedFields } from '../../shared/filters/request-fields.js';
import { parseAmountInput } from '../../shared/format/index.js';
import type { AccountsSearch } from './accounts-search.js';

/** The ordering when the visitor has not chosen: the richest first. */
export const DEFAULT_ACCOUNTS_ORDERING = { by: 'balance', order: 'DESC' } as const;

/** The filters of POST /accounts/list; balances are typed in whole tokens and sent in nano. */
export function accountsFilters(search: AccountsSearch, config: Pick<NetworkConfig, 'decimals'>): Omit<AccountListRequest, keyof ListPaging> {
  return definedFields({
    ordering: {
      by: search.orderBy ?? DEFAULT_ACCOUNTS_ORDERING.by,
      order: search.order ?? DEFAULT_ACCOUNTS_ORDERING.order,
    },
    balanceGe: parseAmountInput(search.balanceMin, config.decimals),
    balanceLe: parseAmountInput(search.balanceMax, config.decimals),
    createdAtGe: search.createdFrom,
    createdAtLe: search.createdTo,
  });
}
