import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Direction } from '@tvmscan/api/contract';
import type { CursorList, ListStatus } from '../../shared/cursor-table/use-cursor-list.js';
import { useNotify } from '../../shared/notifications/notifications-context.js';
import {
  firstPage,
  hasNextPage,
  hasPrevPage,
  nextContinuation,
  shownEvents,
  toLoadedNextPage,
  toPrevPage,
  totalEvents,
  withNextBatch,
} from './event-pages.js';
import type { EventPages, PagedEvent } from './event-pages.js';

/** A batch of events and where the one after it starts (null when none is left). */
export interface EventBatch<Event, Continuation> {
  events: Event[];
  continuation: Continuation | null;
}

export type LoadEvents<Event, Continuation> = (continuation: Continuation | null) => Promise<EventBatch<Event, Continuation>>;

/** The event list as a cursor table shows it, with the page number shown (from 1) and the total once every event is loaded. */
export interface EventList<Event> extends CursorList<Event> {
  page: number;
  total: number | null;
}

interface Loaded<Event extends PagedEvent, Continuation> {
  load: LoadEvents<Event, Continuation>;
  status: ListStatus;
  pages: EventPages<Event, Continuation> | null;
}

/**
 * Events paged as spec 001 §4 says: the first batch, then Next shows a page already loaded or fetches the batch
 * continuing from the last loaded event, until the creation; Prev stops at page 1. An empty batch shows the
 * 'empty response' notification and leaves the list as it was; a failed load is logged and the list stays as it was.
 */
export function useEventPages<Event extends PagedEvent, Continuation>(load: LoadEvents<Event, Continuation>): EventList<Event> {
  const { t } = useTranslation();
  const notify = useNotify();
  const [loaded, setLoaded] = useState<Loaded<Event, Continuation> | null>(null);
  const [turning, setTurning] = useState(false);

  useEffect(() => {
    let current = true;
    load(null).then(
      (batch) => {
        if (current) setLoaded({ load, status: 'ready', pages: firstPage(batch.events, batch.continuation) });
      },
      (error: unknown) => {
        console.error('The events could not be loaded', error);
        if (current) setLoaded({ load, status: 'failed', pages: null });
      },
    );
    return () => {
      current = false;
    };
  }, [load]);

  const pages = loaded?.load === load ? loaded.pages : null;
  const update = useCallback(
    (next: (pages: EventPages<Event, Continuation>) => EventPages<Event, Continuation>) =>
      setLoaded((previous) => (previous?.load === load && previous.pages ? { ...previous, pages: next(previous.pages) } : previous)),
    [load],
  );

  const turn = useCallback(
    (direction: Direction) => {
      if (!pages || turning) return;
      if (direction === 'Prev') return update(toPrevPage);
      const continuation = nextContinuation(pages);
      if (continuation === null) return update(toLoadedNextPage);
      setTurning(true);
      load(continuation)
        .then(
          (batch) => {
            if (batch.events.length === 0) notify(t('states.emptyResponse'));
            update((previous) => withNextBatch(previous, batch.events, batch.continuation));
          },
          (error: unknown) => console.error('The next events could not be loaded', error),
        )
        .finally(() => setTurning(false));
    },
    [pages, turning, load, update, notify, t],
  );

  return {
    status: loaded?.load === load ? loaded.status : 'loading',
    rows: pages ? shownEvents(pages) : [],
    hasNext: pages !== null && hasNextPage(pages),
    hasPrev: pages !== null && hasPrevPage(pages),
    turning,
    turn,
    page: pages?.current ?? 1,
    total: pages ? totalEvents(pages) : null,
  };
}
