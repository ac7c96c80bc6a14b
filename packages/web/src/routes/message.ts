import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { rootRoute } from './root.js';

const chainTabs = () => import('../features/message/chain-tabs.js');

/** A message by its hash (spec 000 §2); the diagram area's views are its child routes, the graph by default. */
export const messageRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/messages/$id',
  component: lazyRouteComponent(() => import('../features/message/message-page.js'), 'MessagePage'),
});

const graphRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: '/',
  component: lazyRouteComponent(chainTabs, 'ChainGraphTab'),
});

const messagesRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'messages',
  component: lazyRouteComponent(chainTabs, 'ChainMessagesTab'),
});

const transactionsRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'transactions',
  component: lazyRouteComponent(chainTabs, 'ChainTransactionsTab'),
});

const eventsRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'events',
  component: lazyRouteComponent(chainTabs, 'ChainEventsTab'),
});

const totalFeesRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'transactions/total-fees',
  component: lazyRouteComponent(chainTabs, 'ChainTotalFeesTab'),
});

const errorsRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'transactions/errors',
  component: lazyRouteComponent(chainTabs, 'ChainErrorsTab'),
});

const warningsRoute = createRoute({
  getParentRoute: () => messageRoute,
  path: 'transactions/warnings',
  component: lazyRouteComponent(chainTabs, 'ChainWarningsTab'),
});

export const messageRouteTree = messageRoute.addChildren([
  graphRoute,
  messagesRoute,
  transactionsRoute,
  eventsRoute,
  totalFeesRoute,
  errorsRoute,
  warningsRoute,
]);
