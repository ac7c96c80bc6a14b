import { createRouter, rootRouteId } from '@tanstack/react-router';
import type { AnyRoute, RouterHistory } from '@tanstack/react-router';
import { openingSignInStatus } from './auth/auth-storage-flag.js';
import { loadScreenTexts } from './i18n/area-texts.js';
import { readStoredLanguage } from '../shared/i18n/languages.js';
import { routeTree } from './route-tree.js';
import { indexRoute } from '../routes/index.js';

export function createAppRouter(history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    // What the guards know of the sign-in before the session has read it; app-routes.tsx then keeps it current.
    context: { signIn: openingSignInStatus(() => localStorage) },
    scrollRestoration: true,
    defaultPreload: 'intent',
    // Raw addresses (`0:abc…`) keep their colon in the paths the links build.
    pathParamsAllowedCharacters: [':'],
  });
}

/**
 * Starts fetching the screen of the address the app opens at, and its texts, so that they travel beside /config.json
 * and each other rather than one after the other (the routes load their screens lazily, and a screen asks for its
 * texts only once it renders). A failure is left to the route, which loads it again and shows it.
 */
export function loadOpeningScreen(router: AppRouter): void {
  for (const match of router.matchRoutes(router.state.location)) {
    const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
    if (route) void router.loadRouteChunk(route)?.catch(() => undefined);
  }
  void loadOpeningTexts(router);
}

/**
 * Loads the texts of every screen but the main page, in the visitor's language, when the app opens at one of those
 * screens; resolves once they are loaded or have failed (the screen then asks again as it renders).
 */
export function loadOpeningTexts(router: AppRouter): Promise<void> {
  const matches = router.matchRoutes(router.state.location);
  if (!matches.some((match) => match.routeId !== rootRouteId && match.routeId !== indexRoute.id)) return Promise.resolve();
  return loadScreenTexts(readStoredLanguage()).then(
    () => undefined,
    () => undefined,
  );
}

export type AppRouter = ReturnType<typeof createAppRouter>;

/** The app's router, already fetching the screen of the address it opens at. */
export function createOpeningRouter(): AppRouter {
  const router = createAppRouter();
  loadOpeningScreen(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
