import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, jwksTokenVerifier, REGISTRY_PREFIX } from '@tvmscan/api';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { LOCAL_ADMIN_SUBJECTS } from '../src/identity/local-accounts.js';
import {
  LOCAL_AUDIENCE,
  LOCAL_CLIENT_ID,
  listenLocalIdentityProvider,
  SIGN_IN_CALLBACK_PATH,
  SIGN_IN_SCOPES,
  type LocalIdentityProvider,
} from '../src/identity/local-identity-provider.js';

/** A browser's part of the sign-in: requests with the provider's cookies, redirects followed by hand. */
class Browser {
  private readonly cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie } });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      this.cookies.set(pair.slice(0, equals), pair.slice(equals + 1));
    }
    return response;
  }

  /** Follows redirects from `url` until a page (or the app's callback) answers; gives the last URL and response. */
  async follow(url: string, stopAt: string, init?: RequestInit): Promise<{ url: string; response: Response }> {
    let response = await this.request(url, init);
    let current = url;
    while (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location')!, current).toString();
      if (current.startsWith(stopAt)) return { url: current, response };
      response = await this.request(current);
    }
    return { url: current, response };
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');

describe('the local identity provider of tvmscan start', () => {
  let dataDir: string;
  let provider: LocalIdentityProvider;
  let database: TestDatabase;
  let api: FastifyInstance;
  let apiUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'tvmscan-oidc-'));
    provider = await listenLocalIdentityProvider({ dataDir, port: 0, host: '127.0.0.1' });
    database = await openTestDatabase('pglite');
    api = await buildServer({
      database,
      rateLimit: false,
      auth: { verifier: jwksTokenVerifier({ issuer: provider.issuer, audience: LOCAL_AUDIENCE }), admins: { subjects: LOCAL_ADMIN_SUBJECTS } },
    });
    apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
    await provider.serve(apiUrl);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
    await provider?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** The authorization-code flow with PKCE, through the sign-in form, up to the tokens. */
  async function signIn(username: string, password: string) {
    const browser = new Browser();
    const verifier = base64url(randomBytes(32));
    const redirectUri = `${apiUrl}${SIGN_IN_CALLBACK_PATH}`;
    const authorize = new URL(`${provider.issuer}/auth`);
    authorize.search = new URLSearchParams({
      client_id: LOCAL_CLIENT_ID,
      response_type: 'code',
      redirect_uri: redirectUri,
      scope: SIGN_IN_SCOPES,
      state: 'state-1',
      code_challenge: base64url(createHash('sha256').update(verifier).digest()),
      code_challenge_method: 'S256',
    }).toString();
    const form = await browser.follow(authorize.toString(), redirectUri);
    expect(form.response.status, `${form.url} ${await form.response.clone().text()}`).toBe(200);
    expect(await form.response.text()).toContain('name="password"');
    const action = `${form.url}/login`;
    const wrong = await browser.request(action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password: 'wrong' }).toString(),
    });
    expect(wrong.status).toBe(401);
    const callback = await browser.follow(action, redirectUri, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ username, password }).toString(),
    });
    const answer = new URL(callback.url);
    expect(answer.searchParams.get('state')).toBe('state-1');
    const code = answer.searchParams.get('code');
    expect(code, callback.url).toBeTruthy();
    const tokens = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: code!,
        redirect_uri: redirectUri,
        client_id: LOCAL_CLIENT_ID,
        code_verifier: verifier,
      }),
    });
    expect(tokens.status).toBe(200);
    return (await tokens.json()) as { access_token: string; refresh_token?: string; id_token: string };
  }

  const isAdmin = (token: string) => fetch(`${apiUrl}${REGISTRY_PREFIX}/v1/authorized/is_admin`, { headers: { authorization: `Bearer ${token}` } });

  it('signs the admin in with PKCE through the form, and the registry API accepts the access token', async () => {
    const tokens = await signIn('admin', 'admin');
    const answer = await isAdmin(tokens.access_token);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ data: true });
  });

  it("signs the manager in, with its verified email in the access token (the registry knows a list's managers by email)", async () => {
    const tokens = await signIn('manager', 'manager');
    const claims = JSON.parse(Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { sub: string; email?: string };
    expect(claims).toMatchObject({ sub: 'local-manager', email: 'manager@tvmscan.local', email_verified: true, exp: expect.any(Number) });
    expect(await (await isAdmin(tokens.access_token)).json()).toEqual({ data: false });
  });

  it('lets the manager manage a list whose owner named its email', async () => {
    const owner = await signIn('user', 'user');
    const manager = await signIn('manager', 'manager');
    const registry = (method: string, path: string, token: string, body: object) =>
      fetch(`${apiUrl}${REGISTRY_PREFIX}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const list = { url: 'shared1', name: 'Shared', asset_logo: 'https://example.com/logo.svg', is_public: false, verified: false };
    const created = await registry('POST', '/v1/authorized/token_lists', owner.access_token, { ...list, managers: ['manager@tvmscan.local'] });
    expect(created.status).toBe(200);
    const { id } = ((await created.json()) as { data: { token_list: { id: number } } }).data.token_list;
    const roles = await registry('POST', `/v1/authorized/token_lists/${id}/is_owner`, manager.access_token, {});
    expect(await roles.json()).toEqual({ data: { is_owner: false, is_manager: true } });
  });

  it("refuses the admin's ID token as a bearer credential, even where the client id is the audience", async () => {
    const tokens = await signIn('admin', 'admin');
    expect((await isAdmin(tokens.id_token)).status).toBe(401);
    const clientAudience = jwksTokenVerifier({ issuer: provider.issuer, audience: LOCAL_CLIENT_ID });
    await expect(clientAudience.verify(tokens.id_token)).rejects.toMatchObject({
      statusCode: 401,
      message: expect.stringContaining('not an access token'),
    });
  });

  it('signs the user in (not an admin), and refreshes its access token', async () => {
    const tokens = await signIn('user', 'user');
    expect(await (await isAdmin(tokens.access_token)).json()).toEqual({ data: false });
    expect(tokens.refresh_token).toBeTruthy();
    const refreshed = await fetch(`${provider.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token!, client_id: LOCAL_CLIENT_ID }),
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as { access_token: string };
    expect((await isAdmin(next.access_token)).status).toBe(200);
    const admin = await fetch(`${apiUrl}${REGISTRY_PREFIX}/v1/admin/users/list`, {
      method: 'POST',
      headers: { authorization: `Bearer ${next.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(admin.status).toBe(403);
  });

  it('keeps its signing key in the data folder and publishes it', async () => {
    const kept = JSON.parse(readFileSync(join(dataDir, 'oidc', 'keys.json'), 'utf8')) as { signing: { kid: string }[] };
    const jwks = (await (await fetch(`${provider.issuer}/jwks`)).json()) as { keys: { kid: string; d?: string }[] };
    expect(jwks.keys.map((key) => key.kid)).toEqual(kept.signing.map((key) => key.kid));
    expect(jwks.keys.every((key) => key.d === undefined)).toBe(true);
  });
});
