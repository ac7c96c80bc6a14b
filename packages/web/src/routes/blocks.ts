import { createRoute } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** The blocks list (spec 000 §2); its page, search params and component come with the list feature. */
export const blocksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks',
});
