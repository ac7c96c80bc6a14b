import { User, type UserProfile } from 'oidc-client-ts';

/** The sign-in settings of the tests' deployment. */
export const TEST_SIGN_IN = { authority: 'https://id.example', clientId: 'tvmscan-web', redirectUri: '/auth/callback' };

/**
 * A user oidc-client-ts finds stored, as after a sign-in in this browser (with the `auth` flag the app then keeps):
 * token `token-of-<subject>`, email `<subject>@example.org`.
 */
export function storeSignedInUser(subject: string): void {
  const now = Math.floor(Date.now() / 1000);
  const user = new User({
    access_token: `token-of-${subject}`,
    token_type: 'Bearer',
    id_token: 'id-token',
    profile: {
      sub: subject,
      name: `Name of ${subject}`,
      email: `${subject}@example.org`,
      iss: TEST_SIGN_IN.authority,
      aud: 'web',
      iat: now,
      exp: now + 600,
    } as UserProfile,
    expires_at: now + 600,
  });
  localStorage.setItem(`oidc.user:${TEST_SIGN_IN.authority}:${TEST_SIGN_IN.clientId}`, user.toStorageString());
  localStorage.setItem('auth', '1');
}
