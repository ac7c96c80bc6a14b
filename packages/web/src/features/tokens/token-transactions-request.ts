import type { TokenStatsRequest, TokenTransactionSearchRequest } from '@tvmscan/api/token-contract';
import type { ChartRange } from '../../shared/charts/chart-range.js';
import { definedFields } from '../../shared/filters/request-fields.js';
import { tokenAmountProblem, tokenAmountUnits } from './token-amount-input.js';
import { requestedKinds } from './token-kinds.js';
import type { TokenTransactionsSearch } from './token-transactions-search.js';

/** Rows per page of the token transactions list (spec 001 §9). */
export const TOKEN_TRANSACTIONS_PAGE_SIZE = 20;

export type TokenTransactionFilters = Omit<TokenTransactionSearchRequest, 'limit' | 'cursor' | 'direction' | 'format'>;

/** The chosen root of the filters, when one is chosen. */
export function chosenRoot(search: TokenTransactionsSearch): string | undefined {
  return search.root === 'custom' ? search.rootAddress : undefined;
}

/**
 * An amount of the URL in the API's smallest units; left out when it is no amount (the form tells why on Apply).
 * Digits past the decimals, which the form lets through only for a root chosen in the same Apply, are dropped.
 */
function amountFilter(text: string | undefined, decimals: number): string | undefined {
  return text === undefined || tokenAmountProblem(text, null) !== null ? undefined : tokenAmountUnits(text, decimals);
}

/**
 * The filters of POST /transactions/search: the kinds (when none is chosen, one row per transfer, or every kind for
 * an owner), the root filter, the owner, the time range, and the amount range in whole tokens of the chosen root
 * (`decimals`), or in smallest units when no single root is chosen (`decimals` 0).
 */
export function tokenTransactionsFilters(search: TokenTransactionsSearch, decimals: number): TokenTransactionFilters {
  return definedFields({
    txKinds: requestedKinds(search.kinds, search.owner !== undefined),
    trustedOnly: search.root === 'trusted' ? true : undefined,
    rootAddress: chosenRoot(search),
    ownerAddress: search.owner,
    blockTimeGe: search.timeFrom,
    blockTimeLe: search.timeTo,
    amountGe: amountFilter(search.amountMin, decimals),
    amountLe: amountFilter(search.amountMax, decimals),
  });
}

/** The body of POST /stats/search for the chart: daily counts of the chosen kinds (and root) over `range`. */
export function tokenStatsRequest(search: TokenTransactionsSearch, range: ChartRange): TokenStatsRequest {
  return definedFields({
    aggregationType: 'Count' as const,
    rootAddress: chosenRoot(search),
    txTypes: requestedKinds(search.kinds, search.owner !== undefined),
    fromDate: range.start,
    toDate: range.end,
  });
}
