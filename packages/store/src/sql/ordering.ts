import { QueryInputError } from './errors.js';
import type { SortOrder } from './paging.js';

export interface Ordering<By extends string> {
  readonly by: By;
  readonly order: SortOrder;
}

export function orderingInput<By extends string>(ordering: Ordering<By>, allowed: readonly By[]): Ordering<By> {
  if (!allowed.includes(ordering.by)) {
    throw new QueryInputError('ordering', `unknown sort ${String(ordering.by)}; expected one of ${allowed.join(', ')}`);
  }
  if (ordering.order !== 'ASC' && ordering.order !== 'DESC') {
    throw new QueryInputError('ordering', `unknown sort order ${String(ordering.order)}; expected ASC or DESC`);
  }
  return ordering;
}
