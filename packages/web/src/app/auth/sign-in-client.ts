import type { User } from 'oidc-client-ts';

/** Where a sign-in began, carried through the provider in the request's state. */
export interface SignInState {
  readonly returnTo: string;
}

/** The parts of the OpenID client (oidc-client-ts's `UserManager`) the auth session uses. */
export interface SignInClient {
  /** The stored user (shared by the tabs), or null. */
  getUser(): Promise<User | null>;
  /** Completes the sign-in the address answers: the new user, stored. */
  completeSignIn(href: string): Promise<User | undefined>;
  /** Reads the provider's return from a sign-out and forgets its request. */
  completeSignOut(href: string): Promise<void>;
  /** A new access token (through the refresh token), stored; throws when the provider refuses. */
  renew(): Promise<User | null>;
  removeUser(): Promise<void>;
  /** Sends the browser to the provider's sign-in page. */
  signIn(state: SignInState): Promise<void>;
  /** Forgets the user and sends the browser to the provider's sign-out. */
  signOut(idTokenHint: string | undefined): Promise<void>;
  onAccessTokenExpiring(listener: () => void): () => void;
  onAccessTokenExpired(listener: () => void): () => void;
}
