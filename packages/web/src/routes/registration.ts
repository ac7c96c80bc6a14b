import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { signedInRoute } from './signed-in.js';

/** Where a first sign-in lands (spec 001 §2). */
export const registrationRoute = createRoute({
  getParentRoute: () => signedInRoute,
  path: '/registration',
  component: lazyRouteComponent(() => import('../features/registration/registration-page.js'), 'RegistrationPage'),
});
