import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** The messages list (spec 000 §2); its page, search params and component come with the list feature. */
export const messagesRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messages',
});
