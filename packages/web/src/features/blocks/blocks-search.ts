import { readBoolean, withoutEmpty } from '../../shared/filters/search-params.js';

/** The blocks list's filters as kept in the URL. */
export interface BlocksSearch {
  /** Show blocks without transactions too. */
  empty?: boolean;
}

export function readBlocksSearch(raw: Record<string, unknown>): BlocksSearch {
  return withoutEmpty({ empty: readBoolean(raw.empty) });
}
