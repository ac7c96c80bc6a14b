import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { firstSettingsTab } from '../features/settings/settings-tabs.js';
import { readMyTokenListsSearch } from '../features/token-lists/my-token-lists-search.js';
import { signedInRoute } from './signed-in.js';

/** The settings area (spec 001 §2): the layout with its tabs, each tab a child route. */
const settingsRoute = createRoute({
  getParentRoute: () => signedInRoute,
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

const addressesRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'addresses',
  component: lazyRouteComponent(() => import('../features/assets/my-tokens-page.js'), 'MyTokensPage'),
});

const addAddressRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'addresses/add',
  component: lazyRouteComponent(() => import('../features/assets/verify-address-page.js'), 'VerifyAddressPage'),
});

const addressInfoRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'addresses/$id',
  component: lazyRouteComponent(() => import('../features/assets/asset-info-page.js'), 'MyAssetInfoPage'),
});

const addressUpdateRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'addresses/$id/update',
  component: lazyRouteComponent(() => import('../features/assets/asset-wizard-page.js'), 'AssetWizardPage'),
});

/** Which version of a token an admin screen shows: `?activeFrom=` (ms), else the newest. */
const readVersionSearch = (search: Record<string, unknown>): { activeFrom?: number } =>
  typeof search.activeFrom === 'number' && Number.isSafeInteger(search.activeFrom) ? { activeFrom: search.activeFrom } : {};

const assetsRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'assets',
  component: lazyRouteComponent(() => import('../features/assets/admin-assets-page.js'), 'AdminAssetsPage'),
});

const assetInfoRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'assets/$id',
  validateSearch: readVersionSearch,
  component: lazyRouteComponent(() => import('../features/assets/asset-info-page.js'), 'AdminAssetInfoPage'),
});

const assetVoteRoute = createRoute({
  getParentRoute: () => settingsRoute,
  path: 'assets/vote/$id',
  validateSearch: readVersionSearch,
  component: lazyRouteComponent(() => import('../features/assets/asset-review-page.js'), 'AssetReviewPage'),
});

export const settingsRouteTree = settingsRoute.addChildren([
  settingsIndexRoute,
  apiKeyRoute,
  addressesRoute,
  addAddressRoute,
  addressInfoRoute,
  addressUpdateRoute,
  myTokenListsRoute,
  assetsRoute,
  assetInfoRoute,
  assetVoteRoute,
  settingsUnknownRoute,
]);
