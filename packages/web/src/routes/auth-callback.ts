import { createRoute } from '@tanstack/react-router';
import { SIGN_IN_CALLBACK_PATH, SignInCallbackPage } from '../app/auth/sign-in-callback-page.js';
import { rootRoute } from './root.js';

/** The sign-in's redirect URI (the local provider's `/auth/callback`), shown until the answer is read. */
export const authCallbackRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: SIGN_IN_CALLBACK_PATH,
  component: SignInCallbackPage,
});
