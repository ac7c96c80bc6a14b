import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** Where a first sign-in lands (spec 001 §2). */
export const registrationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/registration',
  component: lazyRouteComponent(() => import('../features/registration/registration-page.js'), 'RegistrationPage'),
});
