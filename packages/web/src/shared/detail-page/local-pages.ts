import { useCallback, useState } from 'react';
import type { Direction } from '@tvmscan/api/contract';
import type { CursorList } from '../cursor-table/use-cursor-list.js';

/** Rows the page already holds, shown `pageSize` at a time in a cursor table. */
export function useLocalPages<Row>(rows: readonly Row[], pageSize: number): CursorList<Row> {
  const [page, setPage] = useState(0);
  const pageCount = Math.max(Math.ceil(rows.length / pageSize), 1);
  const shown = Math.min(page, pageCount - 1);
  const turn = useCallback(
    (direction: Direction) => setPage((current) => Math.max(0, Math.min(pageCount - 1, current + (direction === 'Next' ? 1 : -1)))),
    [pageCount],
  );
  return {
    status: 'ready',
    rows: rows.slice(shown * pageSize, (shown + 1) * pageSize),
    hasNext: shown < pageCount - 1,
    hasPrev: shown > 0,
    turning: false,
    turn,
  };
}
