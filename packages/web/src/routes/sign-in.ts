import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { localPathOr } from '../app/auth/sign-in-address.js';
import { rootRoute } from './root.js';

/** Where a signed-out visitor of a signed-in screen lands (routes/signed-in.ts); `redirect` is the screen's address. */
export const signInRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/sign-in',
  validateSearch: (search: Record<string, unknown>): { redirect: string } => ({ redirect: localPathOr(search.redirect, '/') }),
  component: lazyRouteComponent(() => import('../app/auth/sign-in-page.js'), 'SignInPage'),
});
