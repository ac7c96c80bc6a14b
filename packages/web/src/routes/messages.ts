import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readMessagesSearch } from '../features/messages/messages-search.js';
import { rootRoute } from './root.js';

/** The messages list (spec 000 §2). */
export const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messages',
  validateSearch: readMessagesSearch,
  component: lazyRouteComponent(() => import('../features/messages/messages-page.js'), 'MessagesPage'),
});
