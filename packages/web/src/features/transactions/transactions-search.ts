import type { TransactionType } from '@tvmscan/api/contract';
import { readAddresses, readChoices, readNumber, readText, withoutEmpty } from '../../shared/filters/search-params.js';
import { TRANSACTION_TYPES } from '../../shared/api/enumerations.js';

/** The transactions list's filters as kept in the URL. */
export interface TransactionsSearch {
  /** A block's root hash. */
  block?: string;
  include?: string[];
  /** Absent: the default, the elector's address; an empty list: nothing excluded. */
  exclude?: string[];
  types?: TransactionType[];
  /** Unix seconds. */
  timeFrom?: number;
  timeTo?: number;
  /** Whole tokens as typed. */
  changeMin?: string;
  changeMax?: string;
}

export function readTransactionsSearch(raw: Record<string, unknown>): TransactionsSearch {
  return withoutEmpty({
    block: readText(raw.block),
    include: readAddresses(raw.include),
    exclude: readAddresses(raw.exclude),
    types: readChoices(raw.types, TRANSACTION_TYPES),
    timeFrom: readNumber(raw.timeFrom),
    timeTo: readNumber(raw.timeTo),
    changeMin: readText(raw.changeMin),
    changeMax: readText(raw.changeMax),
  });
}
