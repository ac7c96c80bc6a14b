import type { ListPaging, NetworkConfig, TransactionListRequest } from '@tvmscan/api/contract';
import { definedFields, nonEmpty } from '../../shared/filters/request-fields.js';
import { parseAmountInput } from '../../shared/format/index.js';
import type { TransactionsSearch } from './transactions-search.js';

type Config = Pick<NetworkConfig, 'electorAddress' | 'decimals'>;

/** The accounts excluded when the visitor has not chosen: the elector's (spec 000 §2). */
export function excludedAccounts(search: TransactionsSearch, config: Pick<Config, 'electorAddress'>): string[] {
  return search.exclude ?? [config.electorAddress];
}

/** The filters of POST /transactions/list; balance changes are typed in whole tokens and sent in nano. */
export function transactionsFilters(search: TransactionsSearch, config: Config): Omit<TransactionListRequest, keyof ListPaging> {
  return definedFields({
    block: search.block?.trim().toLowerCase() || undefined,
    includeAccounts: nonEmpty(search.include),
    excludeAccounts: nonEmpty(excludedAccounts(search, config)),
    txTypes: nonEmpty(search.types),
    timeGe: search.timeFrom,
    timeLe: search.timeTo,
    balanceChangeGe: parseAmountInput(search.changeMin, config.decimals),
    balanceChangeLe: parseAmountInput(search.changeMax, config.decimals),
  });
}
