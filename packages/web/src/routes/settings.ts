import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { firstSettingsTab } from '../features/settings/settings-tabs.js';
import { readMyTokenListsSearch } from '../features/token-lists/my-token-lists-search.js';
import { rootRoute } from './root.js';

/** The settings area (spec 001 §2): the layout with its tabs, each tab a child route. */
const settingsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/settings',
  component: lazyRouteComponent(() => import('../features/settings/settings-layout.js'), 'SettingsLayout'),
});

/** `/settings` and its unknown paths lead to the first tab of the table. */
const toFirstTab = () => {
  throw redirect({ ...firstSettingsTab().link, replace: true });
};

const settingsIndexRoute = createRoute({ getParentRoute: () => settingsRoute, path: '/', beforeLoad: toFirstTab });
const settingsUnknownRoute = createRoute({ getParentRoute: () => settingsRoute, path: '$', beforeLoad: toFirstTab });

const apiKeyRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'api-key',
  component: lazyRouteComponent(() => import('../features/settings/api-key-page.js'), 'ApiKeyPage'),
});

/** My token lists; `settings` names a list whose settings modal is open (the list page's settings link). */
const myTokenListsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'token-lists',
  validateSearch: readMyTokenListsSearch,
  component: lazyRouteComponent(() => import('../features/token-lists/my-token-lists-page.js'), 'MyTokenListsPage'),
});

export const settingsRouteTree = settingsRoute.addChildren([settingsIndexRoute, myTokenListsRoute, apiKeyRoute, settingsUnknownRoute]);
