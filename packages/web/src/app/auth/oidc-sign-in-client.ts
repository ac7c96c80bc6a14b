import type { UserManager } from 'oidc-client-ts';
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
 * The library is fetched on first use, after the first render, so it never delays the first screen.
 */
export function createOidcSignInClient(settings: SignInSettings, origin: string): SignInClient {
  const manager = lazyUserManager(() => createUserManager(settings, origin));
  return {
    getUser: async () => (await manager.load()).getUser(),
    completeSignIn: async (href) => (await manager.load()).signinCallback(href),
    completeSignOut: async (href) => {
      await (await manager.load()).signoutCallback(href);
    },
    renew: async () => (await manager.load()).signinSilent(),
    removeUser: async () => (await manager.load()).removeUser(),
    signIn: async (state) => (await manager.load()).signinRedirect({ state }),
    signOut: async (idTokenHint) => (await manager.load()).signoutRedirect(idTokenHint === undefined ? {} : { id_token_hint: idTokenHint }),
    onAccessTokenExpiring: (listener) => manager.whenLoaded((loaded) => loaded.events.addAccessTokenExpiring(listener)),
    onAccessTokenExpired: (listener) => manager.whenLoaded((loaded) => loaded.events.addAccessTokenExpired(listener)),
  };
}

async function createUserManager(settings: SignInSettings, origin: string): Promise<UserManager> {
  const { UserManager, WebStorageStateStore } = await import('oidc-client-ts');
  return new UserManager({
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
}

interface LazyUserManager {
  /** The manager, its library fetched on the first call. */
  load(): Promise<UserManager>;
  /** Subscribes once something has loaded the manager (without loading it); the returned stop works before and after. */
  whenLoaded(subscribe: (manager: UserManager) => () => void): () => void;
}

function lazyUserManager(create: () => Promise<UserManager>): LazyUserManager {
  let loading: Promise<UserManager> | undefined;
  const waiting = new Set<(manager: UserManager) => void>();
  return {
    load: () =>
      (loading ??= create().then((manager) => {
        for (const subscribe of waiting) subscribe(manager);
        waiting.clear();
        return manager;
      })),
    whenLoaded(subscribe) {
      let unsubscribe: (() => void) | undefined;
      let stopped = false;
      const start = (manager: UserManager) => {
        if (!stopped) unsubscribe = subscribe(manager);
      };
      if (loading) void loading.then(start);
      else waiting.add(start);
      return () => {
        stopped = true;
        waiting.delete(start);
        unsubscribe?.();
      };
    },
  };
}

/** The path of the redirect URI, which the provider's answer arrives at. */
export function callbackPathOf(settings: SignInSettings, origin: string): string {
  return new URL(settings.redirectUri, origin).pathname;
}
