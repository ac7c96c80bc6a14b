import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { firstSettingsTab } from '../features/settings/settings-tabs.js';
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

export const settingsRouteTree = settingsRoute.addChildren([settingsIndexRoute, apiKeyRoute, settingsUnknownRoute]);
