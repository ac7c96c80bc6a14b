import { createRoute, redirect } from '@tanstack/react-router';
import { SignedInOutlet } from '../app/auth/signed-in-outlet.js';
import { rootRoute } from './root.js';

/**
 * The screens for signed-in visitors (settings, registration) sit under this pathless route, as in TanStack Router's
 * authenticated routes: a signed-out visitor is sent to /sign-in, which brings them back here once signed in. While
 * the session still reads who is signed in, the screens wait (SignedInOutlet); the guard runs again when that is known.
 */
export const signedInRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_signedIn',
  beforeLoad: ({ context, location }) => {
    if (context.signIn === 'signed-out') throw redirect({ to: '/sign-in', search: { redirect: location.href }, replace: true });
  },
  component: SignedInOutlet,
});
