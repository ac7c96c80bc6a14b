import type { User } from 'oidc-client-ts';

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

export const SIGNED_OUT: AuthState = { user: null, loading: false, initialized: true, isAdmin: false };

export function authUserOf(user: User): AuthUser {
  const { profile } = user;
  return {
    accessToken: user.access_token,
    subject: profile.sub,
    expired: user.expired === true,
    name: profile.name ?? profile.preferred_username,
    email: profile.email,
  };
}
