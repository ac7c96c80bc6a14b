import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

/** A block by its root hash (spec 000 §2), with an optional tab. */
export const blockByHashRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks/$id/{-$tab}',
  component: lazyRouteComponent(() => import('../features/block/block-page.js'), 'BlockByHashPage'),
});

/** A block by workchain, shard and seqno (spec 000 §2), with an optional tab. */
export const blockBySeqnoRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/blocks/$workchain/$shard/$seqno/{-$tab}',
  component: lazyRouteComponent(() => import('../features/block/block-page.js'), 'BlockBySeqnoPage'),
});
