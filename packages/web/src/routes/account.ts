import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** An account by its address (spec 000 §2); the optional last segment names the tab, messages by default. */
export const accountRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/accounts/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../features/account/account-page.js'), 'AccountPage'),
});
