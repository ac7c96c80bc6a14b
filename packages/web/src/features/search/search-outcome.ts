import { ApiError } from '../../shared/api/api-error.js';
import type { SearchResponse } from '@tvmscan/api/contract';
import type { Token } from '@tvmscan/api/token-contract';
import { fallbackGroups, searchGroups } from './search-groups.js';
import type { SearchGroup } from './search-groups.js';
import { addressFallback } from './search-query.js';

export type SearchOutcome = { state: 'searching' } | { state: 'found'; groups: SearchGroup[] } | { state: 'nothing' } | { state: 'failed' };

const EMPTY_RESULTS: SearchResponse = { blocks: [], accounts: [], transactions: [], messages: [] };

interface SearchAnswer {
  data: SearchResponse | undefined;
  error: Error | null;
}

/**
 * What the dropdown shows for the text searched, the explorer API's answer and the tokens found (undefined while
 * the token search runs): the groups found; else the text as an account when it is an address; else 'Nothing found'.
 * A query the API rejects (400) has found nothing.
 */
export function searchOutcome(searchedText: string, answer: SearchAnswer, tokens: readonly Token[] | undefined = []): SearchOutcome {
  if (answer.error && !(answer.error instanceof ApiError && answer.error.status === 400)) return { state: 'failed' };
  if ((!answer.data && !answer.error) || tokens === undefined) return { state: 'searching' };
  const groups = answer.data ? searchGroups(answer.data, tokens) : searchGroups(EMPTY_RESULTS, tokens);
  if (groups.length > 0) return { state: 'found', groups };
  const address = addressFallback(searchedText);
  return address ? { state: 'found', groups: fallbackGroups(address) } : { state: 'nothing' };
}
