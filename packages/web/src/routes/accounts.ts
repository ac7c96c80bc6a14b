import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readAccountsSearch } from '../features/accounts/accounts-search.js';
import { rootRoute } from './root.js';

/** The accounts list (spec 000 §2). */
export const accountsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts',
  validateSearch: readAccountsSearch,
  component: lazyRouteComponent(() => import('../features/accounts/accounts-page.js'), 'AccountsPage'),
});
