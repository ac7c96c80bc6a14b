import type { ListPaging, MessageListRequest, NetworkConfig } from '@tvmscan/api/contract';
import { definedFields, nonEmpty } from '../../shared/filters/request-fields.js';
import { parseAmountInput } from '../../shared/format/index.js';
import type { AccountsMode, MessagesSearch } from './messages-search.js';

type Config = Pick<NetworkConfig, 'electorAddress' | 'decimals'>;

export interface AccountsFilter {
  mode: AccountsMode;
  accounts: string[];
}

export function sourceFilter(search: MessagesSearch): AccountsFilter {
  return { mode: search.srcMode ?? 'include', accounts: search.src ?? [] };
}

/** The destination filter; when the visitor has not chosen, messages to the elector are left out (spec 000 §2). */
export function destinationFilter(search: MessagesSearch, config: Pick<Config, 'electorAddress'>): AccountsFilter {
  if (search.dst === undefined) return { mode: 'exclude', accounts: [config.electorAddress] };
  return { mode: search.dstMode ?? 'include', accounts: search.dst };
}

/** The filters of POST /messages/list. An include or exclude mode applies only when accounts are given. */
export function messagesFilters(search: MessagesSearch, config: Config): Omit<MessageListRequest, keyof ListPaging> {
  const source = sourceFilter(search);
  const destination = destinationFilter(search, config);
  return definedFields({
    messageTypes: nonEmpty(search.types),
    includeAccounts: nonEmpty(search.accounts),
    includeSrcAccounts: source.mode === 'include' ? nonEmpty(source.accounts) : undefined,
    excludeSrcAccounts: source.mode === 'exclude' ? nonEmpty(source.accounts) : undefined,
    includeDstAccounts: destination.mode === 'include' ? nonEmpty(destination.accounts) : undefined,
    excludeDstAccounts: destination.mode === 'exclude' ? nonEmpty(destination.accounts) : undefined,
    transactionTimeGe: search.timeFrom,
    transactionTimeLe: search.timeTo,
    messageValueGe: parseAmountInput(search.valueMin, config.decimals),
    messageValueLe: parseAmountInput(search.valueMax, config.decimals),
  });
}
