import { paths } from '../../shared/routes/paths.js';

/** The sub-routes of the diagram area of a message page (spec 000 §2), graph first as the default. */
export const MESSAGE_VIEWS = [
  { key: 'graph', sub: '' },
  { key: 'messages', sub: 'messages' },
  { key: 'transactions', sub: 'transactions' },
  { key: 'events', sub: 'events' },
  { key: 'totalFees', sub: 'transactions/total-fees' },
  { key: 'errors', sub: 'transactions/errors' },
  { key: 'warnings', sub: 'transactions/warnings' },
] as const;

export type MessageView = (typeof MESSAGE_VIEWS)[number]['key'];

export function messageViewPath(hash: string, view: MessageView): string {
  const sub = MESSAGE_VIEWS.find((candidate) => candidate.key === view)?.sub ?? '';
  return sub === '' ? paths.message(hash) : `${paths.message(hash)}/${sub}`;
}

/** The view a path of the message page shows. */
export function messageViewOf(pathname: string, hash: string): MessageView {
  const rest = pathname.slice(paths.message(hash).length).replace(/^\/+|\/+$/g, '');
  return MESSAGE_VIEWS.find((view) => view.sub === rest)?.key ?? 'graph';
}

/** Events are paged only beyond this many entries. */
export const EVENTS_PAGE_SIZE = 50;
