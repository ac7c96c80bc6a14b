import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** The main page. A route names its screen with `lazyRouteComponent(() => import(…), 'Page')`, never a static import, to keep it out of `/`'s JavaScript. */
export const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/',
  component: lazyRouteComponent(() => import('../features/main/main-page.js'), 'MainPage'),
});
