import type { FastifyInstance } from 'fastify';
import type { JWTHeaderParameters, JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@tvmscan/store/testing';
import { REGISTRY_PREFIX } from '../src/index.js';
import { startSignInServer } from './support/sign-in-server.js';
import { CLIENT_ID, type TestIssuer } from './token-issuer.js';

/**
 * Tokens the provider itself signed that are still no access token for this API, with an external provider and the
 * client id as the audience (what `--oidc-audience` defaulted to): the provider's ID tokens, tokens without an
 * expiry or from the future, and e-mails the provider does not vouch for.
 */
describe.each(testDatabaseKinds())('provider-signed tokens that are not credentials (%s)', (kind) => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let close: () => Promise<void>;
  const now = () => Math.floor(Date.now() / 1000);
  /** An RFC 9068 access token for the audience of this server. */
  const accessToken = (claims: JWTPayload = {}, header: Partial<JWTHeaderParameters> = {}) =>
    issuer.sign({ aud: CLIENT_ID, ...claims }, undefined, header);
  /** The header and claims of an ID token besides the test issuer's defaults: no `typ`, no `client_id`. */
  const idToken = (claims: JWTPayload, header: Partial<JWTHeaderParameters> = {}) =>
    issuer.sign({ aud: CLIENT_ID, client_id: undefined, auth_time: now() - 5, ...claims }, undefined, { typ: undefined, ...header });
  /** A Keycloak access token: `typ: JWT`, its own `typ: Bearer` claim, azp, scope, realm roles; aud by an audience mapper. */
  const keycloakAccessToken = (claims: JWTPayload = {}) =>
    issuer.sign(
      {
        aud: [CLIENT_ID, 'account'],
        client_id: undefined,
        typ: 'Bearer',
        azp: CLIENT_ID,
        jti: 'onrtac:5c1b8f0e',
        auth_time: now() - 5,
        // Keycloak before 25 copies the sign-in's nonce into its access tokens too.
        nonce: 'n-0S6_WzA2Mj',
        session_state: '7b1c4e52',
        sid: '7b1c4e52',
        acr: '1',
        'allowed-origins': ['http://127.0.0.1:3000'],
        realm_access: { roles: ['default-roles-tvmscan', 'offline_access'] },
        resource_access: { account: { roles: ['manage-account', 'view-profile'] } },
        scope: 'openid profile email',
        preferred_username: 'kc-user',
        ...claims,
      },
      undefined,
      { typ: 'JWT' },
    );

  beforeAll(async () => {
    // The client id as the audience: what --oidc-audience defaulted to, and the audience of the provider's ID tokens.
    const admins = { subjects: ['admin-1'], claim: 'realm_access.roles=tvmscan-admin' };
    ({ issuer, app, close } = await startSignInServer(kind, { audience: CLIENT_ID, admins }));
  });
  afterAll(() => close?.());

  const call = (method: 'GET' | 'POST', path: string, token: string, payload?: object) =>
    app.inject({ method, url: `${REGISTRY_PREFIX}${path}`, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });
  const isAdmin = (token: string) => call('GET', '/v1/authorized/is_admin', token);

  describe('refuses with 401', () => {
    const cases: Record<string, () => Promise<string>> = {
      "an admin's ID token as oidc-provider issues it (at_hash, no typ)": () =>
        idToken({ sub: 'admin-1', at_hash: 'x4Q8HQ-Mzq1GM6QWhmu_Zw', sid: 's-1' }),
      "an admin's ID token as Auth0 issues it (nonce, verified e-mail)": () =>
        idToken({ sub: 'admin-1', nonce: 'n-1', sid: 's-1', email: 'admin@example.com', email_verified: true }),
      'an ID token with only the client as audience and azp (a refreshed one: no nonce, no at_hash)': () =>
        idToken({ sub: 'admin-1', azp: CLIENT_ID, email: 'a@example.com', email_verified: true }),
      "Keycloak's ID token (typ: ID)": () =>
        keycloakAccessToken({ sub: 'admin-1', typ: 'ID', aud: CLIENT_ID, scope: undefined, realm_access: { roles: ['tvmscan-admin'] } }),
      "Keycloak's ID token without at_hash or nonce": () => keycloakAccessToken({ typ: 'ID', aud: CLIENT_ID, nonce: undefined, scope: undefined }),
      "Keycloak's refresh token (typ: Refresh)": () => keycloakAccessToken({ typ: 'Refresh' }),
      "Cognito's ID token (token_use: id)": () => idToken({ token_use: 'id', 'cognito:username': 'u' }),
      'an ID token that also names a scope (at_hash)': () => idToken({ scope: 'openid', at_hash: 'x4Q8HQ-Mzq1GM6QWhmu_Zw' }, { typ: 'JWT' }),
      'an RFC 9068 access token carrying an ID token hash': () => accessToken({ c_hash: 'LDktKdoQak3Pk0cnXxCltA' }),
      'a logout token (typ: logout+jwt)': () =>
        idToken({ events: { 'http://schemas.openid.net/event/backchannel-logout': {} }, scope: 'openid' }, { typ: 'logout+jwt' }),
      'an access token without exp': () => accessToken({ sub: 'admin-1', exp: undefined }),
      "Keycloak's access token without exp": () => keycloakAccessToken({ exp: undefined }),
      'an access token issued an hour in the future (iat)': () => accessToken({ sub: 'admin-1', iat: now() + 3600, exp: now() + 7200 }),
      'an access token issued five minutes in the future (iat)': () => accessToken({ iat: now() + 300, exp: now() + 900 }),
      "Keycloak's access token for another audience only (aud: account)": () => keycloakAccessToken({ aud: 'account' }),
    };
    it.each(Object.keys(cases))('%s', async (name) => {
      const answer = await isAdmin(await cases[name]!());
      expect(answer.statusCode, answer.body).toBe(401);
      expect(answer.json()).toEqual({ error: { code: 'Unauthorized', message: expect.any(String) } });
    });

    it('names the reason: an ID token is not an access token, a token needs an expiry, iat must not lie ahead', async () => {
      const message = async (token: string) => (await isAdmin(token)).json().error.message as string;
      expect(await message(await idToken({ at_hash: 'x4Q8HQ-Mzq1GM6QWhmu_Zw' }))).toBe(
        'the token is not an access token: it carries at_hash, as ID tokens do; send the access token',
      );
      expect(await message(await accessToken({ exp: undefined }))).toBe('the access token is not valid here: missing required "exp" claim');
      expect(await message(await accessToken({ iat: now() + 3600 }))).toContain('(iat) lies in the future');
    });
  });

  it('accepts an iat a few seconds ahead (clock skew), and access tokens of both profiles', async () => {
    expect((await isAdmin(await accessToken({ iat: now() + 20 }))).statusCode).toBe(200);
    expect((await isAdmin(await accessToken({ client_id: undefined, scope: 'registry' }, { typ: undefined }))).statusCode).toBe(200);
  });

  it("accepts Keycloak's access tokens (typ JWT, typ claim Bearer, nonce before Keycloak 25) and its realm roles", async () => {
    const user = await isAdmin(await keycloakAccessToken({ sub: 'kc-user-1' }));
    expect(user.statusCode, user.body).toBe(200);
    expect(user.json()).toEqual({ data: false });
    const admin = await isAdmin(
      await keycloakAccessToken({ sub: 'kc-admin-1', nonce: undefined, realm_access: { roles: ['default-roles-tvmscan', 'tvmscan-admin'] } }),
    );
    expect(admin.json()).toEqual({ data: true });
  });

  describe("a list's manager is known by a verified e-mail only", () => {
    let listId: number;
    const manager = (claims: JWTPayload) => keycloakAccessToken({ sub: 'kc-manager-1', email: 'manager@example.com', ...claims });
    const roles = async (token: string) => (await call('POST', `/v1/authorized/token_lists/${listId}/is_owner`, token, {})).json().data;
    const managers = async (token: string) => (await call('GET', `/v1/authorized/token_lists/${listId}/managers`, token)).statusCode;

    beforeAll(async () => {
      const owner = await keycloakAccessToken({ sub: 'kc-owner-1', email: 'owner@example.com', email_verified: true });
      const created = await call('POST', '/v1/authorized/token_lists', owner, {
        url: 'managed1',
        name: 'Managed',
        asset_logo: 'https://example.com/logo.svg',
        is_public: true,
        verified: false,
        managers: ['manager@example.com'],
      });
      expect(created.statusCode, created.body).toBe(200);
      listId = created.json().data.token_list.id;
    });

    it('an e-mail marked unverified, or not marked, makes no manager (403 on manager calls)', async () => {
      for (const claims of [{ email_verified: false }, {}, { email_verified: 'true' }]) {
        const token = await manager(claims);
        expect(await roles(token)).toEqual({ is_owner: false, is_manager: false });
        expect(await managers(token)).toBe(403);
      }
    });

    it('an e-mail marked verified makes the manager', async () => {
      const token = await manager({ email_verified: true });
      expect(await roles(token)).toEqual({ is_owner: false, is_manager: true });
      expect(await managers(token)).toBe(200);
    });
  });
});
