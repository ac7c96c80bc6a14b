import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readTransactionsSearch } from '../features/transactions/transactions-search.js';
import { rootRoute } from './root.js';

/** The transactions list (spec 000 §2). */
export const transactionsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions',
  validateSearch: readTransactionsSearch,
  component: lazyRouteComponent(() => import('../features/transactions/transactions-page.js'), 'TransactionsPage'),
});
