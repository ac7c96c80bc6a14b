import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { NetworkConfig } from '@tvmscan/api/contract';
import type { SignInClient } from './sign-in-client.js';

export type SignInSettings = NonNullable<NetworkConfig['signIn']>;

/** Spec 001 §4: the scopes a sign-in asks for, unless the configuration names others. */
export const DEFAULT_SCOPES = 'openid profile email offline_access';
/**
 * Seconds before its expiry at which an access token is renewed: enough for a refresh round trip, and short
 * enough that a token living 30 s is not renewed at once.
 */
export const EXPIRING_SECONDS = 10;

/**
 * The OpenID client of the app (oidc-client-ts, authorization code with PKCE). The user is kept in local storage so
 * that every tab shares it; the session renews it (no automatic renewal here, which every tab would run at once).
 */
export function createOidcSignInClient(settings: SignInSettings, origin: string): SignInClient {
  const manager = new UserManager({
    authority: settings.authority,
    client_id: settings.clientId,
    redirect_uri: new URL(settings.redirectUri, origin).href,
    post_logout_redirect_uri: `${origin}/`,
    scope: settings.scope ?? DEFAULT_SCOPES,
    userStore: new WebStorageStateStore({ store: localStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: EXPIRING_SECONDS,
    monitorSession: false,
  });
  return {
    getUser: () => manager.getUser(),
    completeSignIn: (href) => manager.signinCallback(href),
    completeSignOut: async (href) => {
      await manager.signoutCallback(href);
    },
    renew: () => manager.signinSilent(),
    removeUser: () => manager.removeUser(),
    signIn: (state) => manager.signinRedirect({ state }),
    signOut: (idTokenHint) => manager.signoutRedirect(idTokenHint === undefined ? {} : { id_token_hint: idTokenHint }),
    onAccessTokenExpiring: (listener) => manager.events.addAccessTokenExpiring(listener),
    onAccessTokenExpired: (listener) => manager.events.addAccessTokenExpired(listener),
  };
}

/** The path of the redirect URI, which the provider's answer arrives at. */
export function callbackPathOf(settings: SignInSettings, origin: string): string {
  return new URL(settings.redirectUri, origin).pathname;
}
