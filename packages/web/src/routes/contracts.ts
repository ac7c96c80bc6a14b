import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readContractsSearch } from '../features/contracts/contracts-search.js';
import { rootRoute } from './root.js';

/** The verified contracts (spec 001 §2). */
export const contractsRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts',
  validateSearch: readContractsSearch,
  component: lazyRouteComponent(() => import('../features/contracts/contracts-page.js'), 'ContractsPage'),
});

/** The contract verification form (spec 001 §2, §4). */
export const contractVerificationRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts/verification',
  component: lazyRouteComponent(() => import('../features/contracts/verification-page.js'), 'VerificationPage'),
});

/** Verification by id: a code hash or an address (spec 001 §2). */
export const contractRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/contracts/$id',
  component: lazyRouteComponent(() => import('../features/contracts/contract-page.js'), 'ContractPage'),
});
