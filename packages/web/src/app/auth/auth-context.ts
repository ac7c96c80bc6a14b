import { createContext, useContext } from 'react';
import type { RegistryClient } from '../../shared/api/registry-client.js';
import type { AuthState } from './auth-state.js';

export interface Auth extends AuthState {
  /** Whether this deployment offers sign-in at all (`signIn` in /config.json). */
  readonly enabled: boolean;
  /** Sends the browser to the provider's sign-in page; back on this page once signed in. */
  signIn(): Promise<void>;
  signOut(): Promise<void>;
  /** The registry API; its signed-in calls take `user.accessToken`. */
  readonly registry: RegistryClient;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth is used outside AuthProvider');
  return auth;
}
