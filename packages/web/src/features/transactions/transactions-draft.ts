import type { NetworkConfig, TransactionType } from '@tvmscan/api/contract';
import { writeAddressList } from '../../shared/filters/address-list.js';
import { readAddressFields } from '../../shared/filters/draft.js';
import type { DraftOutcome } from '../../shared/filters/draft.js';
import type { RangeText } from '../../shared/filters/range-field.js';
import { withoutEmpty } from '../../shared/filters/search-params.js';
import { timeInputToUnix, unixToTimeInput } from '../../shared/filters/time-input.js';
import { excludedAccounts } from './transactions-request.js';
import type { TransactionsSearch } from './transactions-search.js';

/** The transactions filters as the form holds them while the visitor types. */
export interface TransactionsDraft {
  block: string;
  include: string;
  exclude: string;
  types: TransactionType[];
  time: RangeText;
  change: RangeText;
}

export function transactionsDraft(search: TransactionsSearch, config: Pick<NetworkConfig, 'electorAddress'>): TransactionsDraft {
  return {
    block: search.block ?? '',
    include: writeAddressList(search.include),
    exclude: writeAddressList(excludedAccounts(search, config)),
    types: search.types ?? [],
    time: { min: unixToTimeInput(search.timeFrom), max: unixToTimeInput(search.timeTo) },
    change: { min: search.changeMin ?? '', max: search.changeMax ?? '' },
  };
}

export function applyTransactionsDraft(draft: TransactionsDraft): DraftOutcome<TransactionsSearch> {
  const accounts = readAddressFields({ include: draft.include, exclude: draft.exclude });
  if (!accounts.ok) return accounts;
  return {
    ok: true,
    search: withoutEmpty({
      block: draft.block.trim(),
      include: accounts.addresses.include.length > 0 ? accounts.addresses.include : undefined,
      exclude: accounts.addresses.exclude,
      types: draft.types.length > 0 ? draft.types : undefined,
      timeFrom: timeInputToUnix(draft.time.min),
      timeTo: timeInputToUnix(draft.time.max),
      changeMin: draft.change.min.trim(),
      changeMax: draft.change.max.trim(),
    }),
  };
}
