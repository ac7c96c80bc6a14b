/** The event that starts an NFT's history: paging back stops at it (spec 001 §4). */
export const CREATION_EVENT = 'NftCreated';

/** What the paging reads of an event: its kind. */
export interface PagedEvent {
  kind: string;
}

/**
 * The pages of events loaded so far (spec 001 §4): page numbers start at 1 and never go below; a page already
 * loaded is shown again from here; the next batch continues from the last loaded event (the continuation the API
 * gave with the last batch); once the last loaded event is a creation, or the API says nothing is left, there is
 * no next page and the total is known.
 */
export interface EventPages<Event extends PagedEvent, Continuation> {
  pages: Event[][];
  /** The page shown, from 1. */
  current: number;
  /** Where the batch after the last loaded one starts; null when none is left. */
  continuation: Continuation | null;
}

export function firstPage<Event extends PagedEvent, Continuation>(
  events: Event[],
  continuation: Continuation | null,
): EventPages<Event, Continuation> {
  return { pages: [events], current: 1, continuation };
}

export function shownEvents<Event extends PagedEvent>({ pages, current }: EventPages<Event, unknown>): Event[] {
  return pages[current - 1] ?? [];
}

/** Whether every event is loaded: the last loaded one is the creation, or the API has no continuation. */
export function isComplete({ pages, continuation }: EventPages<PagedEvent, unknown>): boolean {
  return continuation === null || pages.at(-1)?.at(-1)?.kind === CREATION_EVENT;
}

/** The number of events once every one is loaded, else null. */
export function totalEvents(state: EventPages<PagedEvent, unknown>): number | null {
  return isComplete(state) ? state.pages.reduce((sum, page) => sum + page.length, 0) : null;
}

export function hasPrevPage(state: EventPages<PagedEvent, unknown>): boolean {
  return state.current > 1;
}

/** A next page is loaded already, or may be fetched. */
export function hasNextPage(state: EventPages<PagedEvent, unknown>): boolean {
  return state.current < state.pages.length || !isComplete(state);
}

/** Where Next's batch starts, or null when Next only shows a page already loaded (or there is none). */
export function nextContinuation<Continuation>(state: EventPages<PagedEvent, Continuation>): Continuation | null {
  return state.current < state.pages.length || isComplete(state) ? null : state.continuation;
}

export function toPrevPage<Event extends PagedEvent, Continuation>(state: EventPages<Event, Continuation>): EventPages<Event, Continuation> {
  return { ...state, current: Math.max(1, state.current - 1) };
}

/** Moves to the next page already loaded. */
export function toLoadedNextPage<Event extends PagedEvent, Continuation>(state: EventPages<Event, Continuation>): EventPages<Event, Continuation> {
  return { ...state, current: Math.min(state.pages.length, state.current + 1) };
}

/** Adds a fetched batch as the next page and shows it; an empty batch leaves the pages as they were, with nothing left to fetch. */
export function withNextBatch<Event extends PagedEvent, Continuation>(
  state: EventPages<Event, Continuation>,
  events: Event[],
  continuation: Continuation | null,
): EventPages<Event, Continuation> {
  if (events.length === 0) return { ...state, continuation: null };
  return { pages: [...state.pages, events], current: state.pages.length + 1, continuation };
}
