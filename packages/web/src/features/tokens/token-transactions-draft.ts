import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';
import type { DraftOutcome } from '../../shared/filters/draft.js';
import type { RangeText } from '../../shared/filters/range-field.js';
import { withoutEmpty } from '../../shared/filters/search-params.js';
import { timeInputToUnix, unixToTimeInput } from '../../shared/filters/time-input.js';
import type { TokenKindChoice } from './token-kinds.js';
import type { RootChoice, TokenTransactionsSearch } from './token-transactions-search.js';

/** The token transactions filters as the form holds them while the visitor types. */
export interface TokenTransactionsDraft {
  kinds: TokenKindChoice[];
  root: RootChoice;
  rootAddress: string;
  owner: string;
  time: RangeText;
  amount: RangeText;
}

export function tokenTransactionsDraft(search: TokenTransactionsSearch): TokenTransactionsDraft {
  return {
    kinds: search.kinds ?? [],
    root: search.root ?? 'all',
    rootAddress: search.rootAddress ?? '',
    owner: search.owner ?? '',
    time: { min: unixToTimeInput(search.timeFrom), max: unixToTimeInput(search.timeTo) },
    amount: { min: search.amountMin ?? '', max: search.amountMax ?? '' },
  };
}

/** The search params of the typed filters, or the address entries (owner, chosen root) that are not addresses. */
export function applyTokenTransactionsDraft(draft: TokenTransactionsDraft): DraftOutcome<TokenTransactionsSearch> {
  const rootAddress = draft.root === 'custom' ? draft.rootAddress.trim() : '';
  const owner = draft.owner.trim();
  const invalidAddresses = [rootAddress, owner].filter((entry) => entry !== '' && !isValidAddress(entry));
  if (invalidAddresses.length > 0) return { ok: false, invalidAddresses };
  return {
    ok: true,
    search: withoutEmpty({
      kinds: draft.kinds.length > 0 ? draft.kinds : undefined,
      root: draft.root === 'all' || (draft.root === 'custom' && rootAddress === '') ? undefined : draft.root,
      rootAddress: rootAddress === '' ? undefined : toRawAddress(rootAddress),
      owner: owner === '' ? undefined : toRawAddress(owner),
      timeFrom: timeInputToUnix(draft.time.min),
      timeTo: timeInputToUnix(draft.time.max),
      amountMin: draft.amount.min.trim(),
      amountMax: draft.amount.max.trim(),
    }),
  };
}
