import type { BlockListRequest, ListPaging } from '@tvmscan/api/contract';
import type { BlocksSearch } from './blocks-search.js';

/** The filters of POST /blocks/list: without 'show empty blocks', only blocks with at least one transaction. */
export function blocksFilters(search: BlocksSearch): Omit<BlockListRequest, keyof ListPaging> {
  return search.empty ? {} : { transactionCountGe: 1 };
}
