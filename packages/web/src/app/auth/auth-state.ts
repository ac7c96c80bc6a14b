import type { User } from 'oidc-client-ts';
import type { AuthState, AuthUser } from '../../shared/session/auth-context.js';

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
