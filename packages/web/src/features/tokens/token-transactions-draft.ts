import { isValidAddress, toRawAddress } from '@tvmscan/tvm/address';
import type { DraftOutcome } from '../../shared/filters/draft.js';
import type { RangeText } from '../../shared/filters/range-field.js';
import { withoutEmpty } from '../../shared/filters/search-params.js';
import { timeInputToUnix, unixToTimeInput } from '../../shared/filters/time-input.js';
import { tokenAmountProblem } from './token-amount-input.js';
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

/** A root whose decimals are known: the one the list shows. */
export interface KnownRoot {
  readonly rootAddress: string;
  readonly decimals: number;
}

/**
 * The decimals the amounts of a draft choosing `rootAddress` are typed in: the chosen root's when it is the one
 * known, unknown (null) for a root chosen in this draft, 0 (smallest units) without a single root.
 */
function draftDecimals(rootAddress: string, known: KnownRoot | undefined): number | null {
  if (rootAddress === '') return 0;
  return known !== undefined && toRawAddress(rootAddress) === known.rootAddress ? known.decimals : null;
}

/**
 * The search params of the typed filters, or what stops them: the address entries (owner, chosen root) that are not
 * addresses, or an amount that is no amount, below zero, or finer than the decimals of the root it is typed in.
 */
export function applyTokenTransactionsDraft(draft: TokenTransactionsDraft, known: KnownRoot | undefined): DraftOutcome<TokenTransactionsSearch> {
  const rootAddress = draft.root === 'custom' ? draft.rootAddress.trim() : '';
  const owner = draft.owner.trim();
  const invalidAddresses = [rootAddress, owner].filter((entry) => entry !== '' && !isValidAddress(entry));
  if (invalidAddresses.length > 0) return { ok: false, invalidAddresses };
  const decimals = draftDecimals(rootAddress, known);
  for (const entry of [draft.amount.min, draft.amount.max]) {
    const problem = tokenAmountProblem(entry, decimals);
    if (problem !== null) return { ok: false, invalidAmount: { entry: entry.trim(), decimals: decimals ?? 0, problem } };
  }
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
