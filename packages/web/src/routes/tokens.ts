import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** The tokens list (spec 001 §2). */
export const tokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens',
  component: lazyRouteComponent(() => import('../features/tokens/tokens-page.js'), 'TokensPage'),
});
