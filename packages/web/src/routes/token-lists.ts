import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** Token lists (spec 001 §2). */
export const tokenListsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists',
  component: lazyRouteComponent(() => import('../features/token-lists/token-lists-page.js'), 'TokenListsPage'),
});

/** A token list by its url (ID), on its Tokens tab (spec 001 §2). */
export const tokenListRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists/$id',
  component: lazyRouteComponent(() => import('../features/token-lists/token-list-page.js'), 'TokenListTokensPage'),
});

/** The Proposed tokens tab of a token list (spec 001 §2). */
export const tokenListProposalsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/token-lists/$id/proposals',
  component: lazyRouteComponent(() => import('../features/token-lists/token-list-page.js'), 'TokenListProposalsPage'),
});
