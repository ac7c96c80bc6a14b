import { createRootRouteWithContext } from '@tanstack/react-router';
import { Layout } from '../app/layout/layout.js';
import { NotFoundPage } from '../shared/not-found/not-found-page.js';
import type { SignInStatus } from '../shared/session/auth-context.js';

/** What the routes' guards read: whether the visitor is signed in (the app keeps it current, app/app-routes.tsx). */
export interface RouterContext {
  readonly signIn: SignInStatus;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Layout,
  notFoundComponent: NotFoundPage,
});
