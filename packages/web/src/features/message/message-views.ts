import { linkOptions } from '@tanstack/react-router';
import type { AppLink } from '../../shared/routes/links.js';

/** The child routes of the diagram area of a message page (spec 000 §2), graph (the index route) first as the default. */
export const MESSAGE_VIEWS = [
  { key: 'graph', sub: '' },
  { key: 'messages', sub: '/messages' },
  { key: 'transactions', sub: '/transactions' },
  { key: 'events', sub: '/events' },
  { key: 'totalFees', sub: '/transactions/total-fees' },
  { key: 'errors', sub: '/transactions/errors' },
  { key: 'warnings', sub: '/transactions/warnings' },
] as const;

export type MessageView = (typeof MESSAGE_VIEWS)[number]['key'];

export function messageViewLink(hash: string, view: MessageView): AppLink {
  const { sub } = MESSAGE_VIEWS.find((candidate) => candidate.key === view) ?? MESSAGE_VIEWS[0];
  return linkOptions({ to: `/messages/$id${sub}`, params: { id: hash }, activeOptions: { exact: true } });
}

/** The view a matched child route (its full path, `/messages/$id/…`; the index route's ends in `/`) shows. */
export function messageViewOf(childPath: string | undefined): MessageView {
  const path = childPath?.replace(/\/$/, '');
  return MESSAGE_VIEWS.find((view) => `/messages/$id${view.sub}` === path)?.key ?? 'graph';
}

/** Events are paged only beyond this many entries. */
export const EVENTS_PAGE_SIZE = 50;
