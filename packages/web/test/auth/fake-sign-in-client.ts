import { User, type UserProfile } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { SignInClient, SignInState } from '../../src/app/auth/sign-in-client.js';

/** A user as the provider's answer makes it: `lifetimeS` seconds left on the access token. */
export function providerUser(subject: string, accessToken: string, lifetimeS: number, state?: SignInState): User {
  const now = Math.floor(Date.now() / 1000);
  const profile = {
    sub: subject,
    name: `Name of ${subject}`,
    email: `${subject}@example.org`,
    iss: 'https://id.example',
    aud: 'web',
    iat: now,
    exp: now + 300,
  };
  return new User({
    access_token: accessToken,
    token_type: 'Bearer',
    id_token: `id-token-of-${subject}`,
    refresh_token: `refresh-${accessToken}`,
    profile: profile as UserProfile,
    expires_at: now + lifetimeS,
    ...(state ? { userState: state } : {}),
  });
}

/**
 * The OpenID client as the session sees it, over one stored user shared like local storage; the provider's answers
 * (sign-in, renewal) are set by the test.
 */
export class FakeSignInClient implements SignInClient {
  stored: User | null = null;
  /** What the provider answers to the sign-in in the address. */
  signInAnswer: () => Promise<User> = () => Promise.reject(new Error('no sign-in answer'));
  /** What the provider answers to a renewal. */
  renewal: () => Promise<User> = () => Promise.reject(new Error('invalid_grant'));
  private readonly expiring = new Set<() => void>();
  private readonly expired = new Set<() => void>();

  readonly getUser = vi.fn(() => Promise.resolve(this.stored));
  readonly completeSignIn = vi.fn(async () => {
    this.stored = await this.signInAnswer();
    return this.stored;
  });
  readonly completeSignOut = vi.fn(() => Promise.resolve());
  readonly renew = vi.fn(async () => {
    this.stored = await this.renewal();
    return this.stored;
  });
  readonly removeUser = vi.fn(() => {
    this.stored = null;
    return Promise.resolve();
  });
  readonly signIn = vi.fn(() => Promise.resolve());
  readonly signOut = vi.fn(() => {
    this.stored = null;
    return Promise.resolve();
  });

  onAccessTokenExpiring(listener: () => void): () => void {
    this.expiring.add(listener);
    return () => this.expiring.delete(listener);
  }

  onAccessTokenExpired(listener: () => void): () => void {
    this.expired.add(listener);
    return () => this.expired.delete(listener);
  }

  /** The token's expiring timer fires (oidc-client-ts raises it `expiringSeconds` before expiry). */
  fireExpiring(): void {
    for (const listener of this.expiring) listener();
  }
}
