import type { User } from 'oidc-client-ts';
import type { AuthState } from '../../shared/session/auth-context.js';
import { authUserOf, SIGNED_OUT } from './auth-state.js';
import { readAuthFlag, watchAuthFlag, writeAuthFlag } from './auth-storage-flag.js';
import { takeFirstSignIn } from './first-sign-in.js';
import type { RenewLock } from './renew-lock.js';
import { localPathOr, providerAnswerIn, withoutAnswerParams } from './sign-in-address.js';
import type { SignInClient } from './sign-in-client.js';

export interface AuthSessionOptions {
  readonly client: SignInClient;
  /** Local storage: the `auth` flag and the subjects already welcomed. */
  readonly storage: Storage;
  /** Where the other tabs' `storage` events arrive (the window). */
  readonly events: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  /** The page's address now. */
  readonly address: () => string;
  /** Replaces the page's address (a path with its query) without a new history entry. */
  readonly replaceAddress: (path: string) => void;
  readonly fetchIsAdmin: (accessToken: string) => Promise<boolean>;
  readonly renewLock: RenewLock;
  /** A stored access token with at most this many seconds left is renewed, not taken as it is. */
  readonly expiringSeconds: number;
  /** The path of the sign-in callback (the redirect URI's). */
  readonly callbackPath: string;
  /** Where a user signing in for the first time lands. */
  readonly welcomePath: string;
  /** Sync and renewal failures go here (spec 001 §8: sent to error reporting). */
  readonly reportError: (error: unknown) => void;
}

export interface AuthSession {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Listens to the other tabs and to the token's expiry; the first call also runs the first sync. Returns the stop. */
  connect(): () => void;
  /** Sends the browser to the provider's sign-in; back at `returnTo` once signed in. */
  signIn(returnTo: string): Promise<void>;
  signOut(): Promise<void>;
}

const INITIAL: AuthState = { user: null, loading: true, initialized: false, isAdmin: false };

/**
 * The sign-in state of spec 001 §4: the provider's answer completed and removed from the address, else the stored
 * user loaded; an expired user counts as signed out until renewed; renewal before expiry, the user removed when it
 * fails; the `auth` flag keeping the tabs in step; the admin flag asked again at every change of user.
 */
export function createAuthSession(options: AuthSessionOptions): AuthSession {
  const { client, storage, reportError } = options;
  const listeners = new Set<() => void>();
  let state = INITIAL;
  let current: User | null = null;
  let started: Promise<void> | undefined;
  let renewing: Promise<void> | undefined;

  function update(next: Partial<AuthState>): void {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function adopt(user: User): void {
    const sameSubject = current?.profile.sub === user.profile.sub;
    current = user;
    writeAuthFlag(storage, true);
    update({ user: authUserOf(user), loading: false, initialized: true, isAdmin: sameSubject && state.isAdmin });
    void evaluateAdmin(user);
  }

  async function evaluateAdmin(user: User): Promise<void> {
    let isAdmin = false;
    try {
      isAdmin = await options.fetchIsAdmin(user.access_token);
    } catch (error) {
      reportError(error);
    }
    if (current === user) update({ isAdmin });
  }

  function signedOut(): void {
    current = null;
    writeAuthFlag(storage, false);
    update(SIGNED_OUT);
  }

  async function sync(): Promise<void> {
    update({ loading: true });
    const user = await client.getUser();
    if (!user) return signedOut();
    if (user.expired) {
      current = null;
      update({ user: null, isAdmin: false });
      return renew();
    }
    adopt(user);
  }

  function renew(): Promise<void> {
    renewing ??= renewOnce().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  async function renewOnce(): Promise<void> {
    try {
      const user = await options.renewLock(async () => {
        const stored = await client.getUser();
        // Another tab may have renewed while this one waited for the lock, or signed out.
        if (!stored || !isExpiring(stored)) return stored;
        return client.renew();
      });
      if (user) adopt(user);
      else signedOut();
    } catch (error) {
      reportError(error);
      await removeStoredUser();
      signedOut();
    }
  }

  const isExpiring = (user: User) => user.expires_in !== undefined && user.expires_in <= options.expiringSeconds;

  async function removeStoredUser(): Promise<void> {
    try {
      await client.removeUser();
    } catch (error) {
      reportError(error);
    }
  }

  async function firstSync(): Promise<void> {
    const href = options.address();
    try {
      const answer = providerAnswerIn(href);
      if (answer === 'sign-in') return await completeSignIn(href);
      if (answer === 'sign-out') {
        await client.completeSignOut(href).catch(reportError);
        options.replaceAddress(withoutAnswerParams(href));
      }
      // Signed out in every tab: the OpenID client is not even loaded until the user signs in.
      if (!readAuthFlag(storage)) return signedOut();
      await sync();
    } catch (error) {
      reportError(error);
      signedOut();
    }
  }

  async function completeSignIn(href: string): Promise<void> {
    let user: User | undefined;
    try {
      user = await client.completeSignIn(href);
    } catch (error) {
      reportError(error);
    }
    options.replaceAddress(landing(href, user));
    if (user) adopt(user);
    else await sync();
  }

  /** Where the browser goes once the answer is read: where the sign-in began (the welcome page the first time). */
  function landing(href: string, user: User | undefined): string {
    if (new URL(href).pathname !== options.callbackPath) return withoutAnswerParams(href);
    if (!user) return '/';
    if (takeFirstSignIn(storage, user.profile.sub)) return options.welcomePath;
    return returnToOf(user.state);
  }

  async function forget(): Promise<void> {
    await removeStoredUser();
    signedOut();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connect() {
      const stops = [
        watchAuthFlag(options.events, (signedIn) => void (signedIn ? sync().catch(reportError) : forget())),
        client.onAccessTokenExpiring(() => void renew()),
        client.onAccessTokenExpired(() => void renew()),
      ];
      started ??= firstSync();
      return () => {
        for (const stop of stops) stop();
      };
    },
    signIn: (returnTo) => client.signIn({ returnTo }),
    async signOut() {
      const idToken = current?.id_token;
      signedOut();
      try {
        await client.signOut(idToken);
      } catch (error) {
        reportError(error);
        await removeStoredUser();
      }
    },
  };
}

/** The path a sign-in's state names, if it is a path of this app (never another site's address). */
function returnToOf(state: unknown): string {
  return localPathOr(typeof state === 'object' && state !== null ? (state as { returnTo?: unknown }).returnTo : undefined, '/');
}
