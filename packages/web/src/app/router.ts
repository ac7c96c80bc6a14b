import { createRouter } from '@tanstack/react-router';
import type { RouterHistory } from '@tanstack/react-router';
import { routeTree } from './route-tree.js';

export function createAppRouter(history?: RouterHistory) {
  // Raw addresses (`0:abc…`) keep their colon in the paths the links build.
  return createRouter({ routeTree, history, scrollRestoration: true, defaultPreload: 'intent', pathParamsAllowedCharacters: [':'] });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
