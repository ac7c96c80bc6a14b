import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readTokenTransactionsSearch } from '../features/tokens/token-transactions-search.js';
import { rootRoute } from './root.js';

/** The token transactions list (spec 001 §2); its filters are search params. */
export const tokensTransactionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/tokens-transactions',
  validateSearch: readTokenTransactionsSearch,
  component: lazyRouteComponent(() => import('../features/tokens/token-transactions-page.js'), 'TokenTransactionsPage'),
});
