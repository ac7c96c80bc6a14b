import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** The NFT collections list (spec 001 §2). */
export const collectionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/collections',
  component: lazyRouteComponent(() => import('../features/nfts/collections-page.js'), 'CollectionsPage'),
});
