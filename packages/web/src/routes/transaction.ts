import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** A transaction by its hash (spec 000 §2), with an optional tab. */
export const transactionRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/transactions/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../features/transaction/transaction-page.js'), 'TransactionPage'),
});
