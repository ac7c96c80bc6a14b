import { createRouter } from '@tanstack/react-router';
import type { AnyRoute, RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.js';

export function createAppRouter(history?: RouterHistory) {
  // Raw addresses (`0:abc…`) keep their colon in the paths the links build.
  return createRouter({ routeTree, history, scrollRestoration: true, defaultPreload: 'intent', pathParamsAllowedCharacters: [':'] });
}

/**
 * Starts fetching the screen of the address the app opens at, so that it travels beside /config.json rather than
 * after it (the routes load their screens lazily). A failure is left to the route, which loads it again and shows it.
 */
export function loadOpeningScreen(router: ReturnType<typeof createAppRouter>): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
