import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@tvmscan/api/contract';
import { useNotify } from '../notifications/notifications-context.js';
import { isEmptyPage } from './cursor-page.js';
import type { CursorPage, LoadPage } from './cursor-page.js';

export type ListStatus = 'loading' | 'ready' | 'failed';

export interface CursorList<Row> {
  status: ListStatus;
  rows: Row[];
  hasNext: boolean;
  hasPrev: boolean;
  /** A page turn is under way. */
  turning: boolean;
  turn: (direction: Direction) => void;
}

interface Loaded<Row> {
  load: LoadPage<Row>;
  status: ListStatus;
  page: CursorPage<Row> | null;
}

/**
 * A cursor-paged list: the first page of `load` (a new `load` — new filters — starts over), then Next and
 * Prev. A page empty in its direction shows the 'empty response' notification and leaves the list as it was;
 * a failed load is only logged and the view stays empty (spec 000 §4, §7).
 */
export function useCursorList<Row>(load: LoadPage<Row>, limit: number): CursorList<Row> {
  const { t } = useTranslation();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded<Row> | null>(null);
  const [turning, setTurning] = useState(false);

  useEffect(() => {
    let current = true;
    load({ limit }).then(
      (page) => {
        if (current) setLoaded({ load, status: 'ready', page });
      },
      (error: unknown) => {
        console.error('The list could not be loaded', error);
        if (current) setLoaded({ load, status: 'failed', page: null });
      },
    );
    return () => {
      current = false;
    };
  }, [load, limit]);

  const shown = loaded?.load === load ? loaded : null;
  const page = shown?.page ?? null;

  const turn = useCallback(
    (direction: Direction) => {
      const cursor = direction === 'Next' ? page?.nextCursor : page?.prevCursor;
      if (!cursor || turning) return;
      setTurning(true);
      load({ limit, cursor, direction })
        .then(
          (next) => {
            if (isEmptyPage(direction, next.rows.length, limit)) notify(t('states.emptyResponse'));
            else setLoaded((previous) => (previous?.load === load ? { load, status: 'ready', page: next } : previous));
          },
          (error: unknown) => console.error('The next page of the list could not be loaded', error),
        )
        .finally(() => setTurning(false));
    },
    [page, turning, load, limit, notify, t],
  );

  return {
    status: shown?.status ?? 'loading',
    rows: page?.rows ?? [],
    hasNext: Boolean(page?.nextCursor),
    hasPrev: Boolean(page?.prevCursor),
    turning,
    turn,
  };
}
