import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readBlocksSearch } from '../features/blocks/blocks-search.js';
import { rootRoute } from './root.js';

/** The blocks list (spec 000 §2). */
export const blocksRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks',
  validateSearch: readBlocksSearch,
  component: lazyRouteComponent(() => import('../features/blocks/blocks-page.js'), 'BlocksPage'),
});
