import type { Direction } from '@tvmscan/api/contract';

/** One page of a cursor-paged list, whatever the spelling of its cursors in the API's answer. */
export interface CursorPage<Row> {
  rows: Row[];
  nextCursor: string | null;
  prevCursor: string | null;
}

export interface PageRequest {
  limit: number;
  cursor?: string;
  direction?: Direction;
}

export type LoadPage<Row> = (request: PageRequest) => Promise<CursorPage<Row>>;

/**
 * Whether a page answered in `direction` counts as empty (spec 000 §4): Next with no rows, Prev with fewer
 * rows than the limit. Such a page is not shown; the list stays as it was.
 */
export function isEmptyPage(direction: Direction, rowCount: number, limit: number): boolean {
  return direction === 'Next' ? rowCount === 0 : rowCount < limit;
}

/** A page of a list answering `currentCursor`, `nextCursor`, `prevCursor`. */
export function camelCasePage<Row>(rows: Row[], page: { nextCursor: string | null; prevCursor: string | null }): CursorPage<Row> {
  return { rows, nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}

/** A page of the messages list, which spells its cursors `next_cursor`, `prev_cursor` (spec 000 §7). */
export function snakeCasePage<Row>(rows: Row[], page: { next_cursor: string | null; prev_cursor: string | null }): CursorPage<Row> {
  return { rows, nextCursor: page.next_cursor, prevCursor: page.prev_cursor };
}
