import { readChoice, readNumber, withoutEmpty } from '../../shared/filters/search-params.js';

export const VALIDATOR_SETS = ['previous', 'current', 'next'] as const;
export type ValidatorSetName = (typeof VALIDATOR_SETS)[number];

/** The validators page's tab and table page as kept in the URL (`?set=next&page=2`). */
export interface ValidatorsSearch {
  set?: ValidatorSetName;
  /** 1-based. */
  page?: number;
}

export function readValidatorsSearch(raw: Record<string, unknown>): ValidatorsSearch {
  const page = readNumber(raw.page);
  return withoutEmpty({
    set: readChoice(raw.set, VALIDATOR_SETS),
    page: page !== undefined && Number.isInteger(page) && page > 1 ? page : undefined,
  });
}
