import type { RegistryClient } from '../../shared/api/registry-client.js';
import { createAuthSession, type AuthSession } from './auth-session.js';
import { callbackPathOf, createOidcSignInClient, EXPIRING_SECONDS, type SignInSettings } from './oidc-sign-in-client.js';
import { browserRenewLock } from './renew-lock.js';

/** Where a user signing in for the first time lands (spec 001 §2 /registration). */
export const WELCOME_PATH = '/registration';

/** The auth session of this browser window, signing in with `settings`. */
export function createBrowserAuthSession(settings: SignInSettings, registry: RegistryClient, replaceAddress: (path: string) => void): AuthSession {
  const origin = window.location.origin;
  return createAuthSession({
    client: createOidcSignInClient(settings, origin),
    storage: localStorage,
    events: window,
    address: () => window.location.href,
    replaceAddress,
    fetchIsAdmin: (accessToken) => registry.get('/v1/authorized/is_admin', accessToken),
    renewLock: browserRenewLock,
    expiringSeconds: EXPIRING_SECONDS,
    callbackPath: callbackPathOf(settings, origin),
    welcomePath: WELCOME_PATH,
    reportError: (error) => console.error(error),
  });
}
