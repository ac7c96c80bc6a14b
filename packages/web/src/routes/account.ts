import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/**
 * An account by its address (spec 000 §2); the optional segment after it names the tab, messages by default, and the
 * one after that a tab's view (the source-code tab's Contract code, spec 001 §2).
 */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/{-$tab}/{-$view}',
  component: lazyRouteComponent(() => import('../features/account/account-page.js'), 'AccountPage'),
});
