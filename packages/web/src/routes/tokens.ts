import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readTokensSearch } from '../features/tokens/tokens-search.js';
import { rootRoute } from './root.js';

/** The tokens list (spec 001 §2), in the order its URL names (the market order by default). */
export const tokensRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens',
  validateSearch: readTokensSearch,
  component: lazyRouteComponent(() => import('../features/tokens/tokens-page.js'), 'TokensPage'),
});
