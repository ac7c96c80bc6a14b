import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readValidatorsSearch } from '../features/validators/validators-search.js';
import { rootRoute } from './root.js';

/** Validators (spec 000 §2); the set tab and the table page are search params. */
export const validatorsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/validators',
  validateSearch: readValidatorsSearch,
  component: lazyRouteComponent(() => import('../features/validators/validators-page.js'), 'ValidatorsPage'),
});
