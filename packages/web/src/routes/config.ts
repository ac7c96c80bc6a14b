import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { DEFAULT_CONFIG_PAGE, readConfigPage } from '../features/config/config-pages.js';
import { rootRoute } from './root.js';

const toDefaultPage = () => redirect({ to: '/config/$', params: { _splat: DEFAULT_CONFIG_PAGE }, replace: true });

/** /config redirects to /config/voting (spec 000 §2). */
export const configRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/config',
  beforeLoad: () => {
    throw toDefaultPage();
  },
});

/** /config/{page}; any other sub-path, however deep, redirects to /config/voting. */
export const configPageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/config/$',
  beforeLoad: ({ params }) => {
    if (readConfigPage(params._splat) === null) throw toDefaultPage();
  },
  component: lazyRouteComponent(() => import('../features/config/config-page.js'), 'ConfigPage'),
});
