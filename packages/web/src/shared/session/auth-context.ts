import { createContext, useContext } from 'react';
import type { RegistryClient } from '../api/registry-client.js';

/** The signed-in user as the app sees it (spec 001 §3): the access token, the subject (user id) and the expired flag. */
export interface AuthUser {
  readonly accessToken: string;
  readonly subject: string;
  readonly expired: boolean;
  readonly name: string | undefined;
  readonly email: string | undefined;
}

/** The auth state of spec 001 §3. */
export interface AuthState {
  readonly user: AuthUser | null;
  /** True while the session syncs with the stored user or the provider. */
  readonly loading: boolean;
  /** True once the first sync has ended. */
  readonly initialized: boolean;
  /** The answer of the registry's `is_admin` for this user; false when signed out. */
  readonly isAdmin: boolean;
}

/**
 * Whether a visitor is signed in, as the routes' guard asks it: `unknown` while the session still reads the stored
 * user or renews its token, so that a guard neither lets a signed-out visitor in nor sends a signed-in one away.
 */
export type SignInStatus = 'signed-in' | 'signed-out' | 'unknown';

export function signInStatusOf({ user, loading, initialized }: AuthState): SignInStatus {
  if (user) return 'signed-in';
  return initialized && !loading ? 'signed-out' : 'unknown';
}

export interface Auth extends AuthState {
  /** Whether this deployment offers sign-in at all (`signIn` in /config.json). */
  readonly enabled: boolean;
  /** Sends the browser to the provider's sign-in page; back at `returnTo` (by default this page) once signed in. */
  signIn(returnTo?: string): Promise<void>;
  signOut(): Promise<void>;
  /** The registry API; its signed-in calls take `user.accessToken`. */
  readonly registry: RegistryClient;
}

export const AuthContext = createContext<Auth | null>(null);

/** The sign-in of this page (the app's AuthProvider gives it): its state, sign-in and sign-out, the registry client. */
export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside AuthProvider');
  return auth;
}
