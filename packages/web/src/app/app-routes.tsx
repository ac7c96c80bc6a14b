import { RouterProvider } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { signInStatusOf, useAuth } from '../shared/session/auth-context.js';
import type { AppRouter } from './router.js';

/**
 * The routes, with what their guards read (routes/root.tsx RouterContext): whether the visitor is signed in. When
 * that changes (the session has read it, or the visitor signed in or out) the guards run again, so that a signed-in
 * screen sends a visitor who signed out to /sign-in.
 */
export function AppRoutes({ router }: { router: AppRouter }) {
  const signIn = signInStatusOf(useAuth());
  const guarded = useRef(signIn);
  useEffect(() => {
    if (guarded.current === signIn) return;
    guarded.current = signIn;
    void router.invalidate();
  }, [router, signIn]);
  return <RouterProvider router={router} context={{ signIn }} />;
}
