import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, type TestDatabase } from '@tvmscan/store/testing';
import { REGISTRY_PREFIX } from '../src/index.js';
import { startSignInServer } from './support/sign-in-server.js';
import { AUDIENCE, type TestIssuer } from './token-issuer.js';

const base64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

describe.each(testDatabaseKinds())('sign-in on the registry API (%s)', (kind) => {
  let issuer: TestIssuer;
  let database: TestDatabase;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, database, app, close } = await startSignInServer(kind, { admins: { subjects: ['admin-1'], claim: 'roles=tvmscan-admin' } }));
  });
  afterAll(() => close?.());

  const call = (path: string, token?: string, method: 'GET' | 'POST' = 'GET') =>
    app.inject({
      method,
      url: `${REGISTRY_PREFIX}${path}`,
      headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
      payload: method === 'POST' ? {} : undefined,
    });

  it('accepts a token of the issuer for this audience and creates its user once', async () => {
    const token = await issuer.sign({ sub: 'first-sight' });
    const answer = await call('/v1/authorized/is_admin', token);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: false });
    await call('/v1/authorized/is_admin', token);
    const users = await database.db.selectFrom('users').select('subject').where('subject', '=', 'first-sight').execute();
    expect(users).toHaveLength(1);
  });

  describe('refuses, one by one, with 401 and the JSON error body', () => {
    const now = () => Math.floor(Date.now() / 1000);
    const cases: Record<string, () => Promise<string>> = {
      'a token signed by another key': () => issuer.sign({}, issuer.strangerKey),
      'an unsigned token (alg: none)': async () =>
        `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: 'user-1', aud: AUDIENCE, iss: issuer.issuer, exp: now() + 300 })}.`,
      'an expired token': () => issuer.sign({ iat: now() - 600, exp: now() - 300 }),
      'a token not valid yet (nbf)': () => issuer.sign({ nbf: now() + 300 }),
      'a token for another audience': () => issuer.sign({ aud: 'some-other-api' }),
      'a token of another issuer': () => issuer.sign({ iss: 'https://elsewhere.example' }),
      'a tampered payload': async () => {
        const [header, , signature] = (await issuer.sign({ sub: 'user-1' })).split('.');
        return `${header}.${base64url({ sub: 'admin-1', aud: AUDIENCE, iss: issuer.issuer, exp: now() + 300 })}.${signature}`;
      },
      'a token without a subject': () => issuer.sign({ sub: undefined }),
      'a token with a subject too long to keep': () => issuer.sign({ sub: 's'.repeat(256) }),
      'no token at all': async () => '',
    };
    it.each(Object.keys(cases))('%s', async (name) => {
      const token = await cases[name]!();
      const answer = token === '' ? await call('/v1/authorized/is_admin') : await call('/v1/authorized/is_admin', token);
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toEqual({ error: { code: 'Unauthorized', kind: 'Auth', field: 'headers/authorization', message: expect.any(String) } });
    });
  });

  it("answers 403 to a user's token on an admin route, and 200 to admins by subject or by claim", async () => {
    const user = await call('/v1/admin/users/list', await issuer.sign({ sub: 'user-1' }), 'POST');
    expect(user.statusCode).toBe(403);
    expect(user.json()).toEqual({ error: { code: 'Forbidden', kind: 'Forbidden', message: 'this call is for admins only' } });
    const bySubject = await call('/v1/admin/users/list', await issuer.sign({ sub: 'admin-1' }), 'POST');
    expect(bySubject.statusCode).toBe(200);
    expect(bySubject.json().data.users.map((row: { user_id: string }) => row.user_id)).toContain('admin-1');
    const byClaim = await call('/v1/authorized/is_admin', await issuer.sign({ sub: 'claimed', roles: ['reader', 'tvmscan-admin'] }));
    expect(byClaim.json()).toEqual({ data: true });
  });

  describe('API keys', () => {
    const keyCall = (method: 'GET' | 'POST', path: string, subject: string) =>
      issuer.sign({ sub: subject }).then((token) => call(path, token, method));
    /** A new key by the explicit rotation, which revokes the active one. */
    const newKey = async (subject: string) => {
      const answer = await keyCall('POST', '/v1/authorized/api_key/rotate', subject);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      return answer.json().data.personal_access_token as string;
    };
    const check = (key: string) => app.inject({ method: 'POST', url: `${REGISTRY_PREFIX}/v1/pat/check`, payload: { personal_access_token: key } });
    const explorer = (key: string) => app.inject({ method: 'GET', url: '/api/explorer/v1/time', headers: { 'x-api-key': key } });

    it('shows a 256-bit key and its 256-bit secret once, and keeps only the SHA-256 of the key', async () => {
      const key = await newKey('key-holder');
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      const rows = await database.db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .selectAll('api_keys')
        .where('users.subject', '=', 'key-holder')
        .execute();
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0]!).sort()).toEqual(['created_at', 'id', 'key_hash', 'revoked_at', 'signing_secret', 'user_id']);
      expect(Buffer.from(rows[0]!.signing_secret!, 'base64url')).toHaveLength(32);
      expect(rows[0]!.signing_secret).not.toBe(key);
      expect(Buffer.from(rows[0]!.key_hash).equals(createHash('sha256').update(key).digest())).toBe(true);
      expect(JSON.stringify(rows, (_name, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))).not.toContain(key);
      expect((await check(key)).json()).toEqual({ data: { valid: true, user_id: 'key-holder' } });
    });

    it("the spec's GET creates a key only for a user without one: a replayed or prefetched GET shows no secret and revokes nothing", async () => {
      expect((await keyCall('GET', '/v1/authorized/api_key/status', 'reader')).json()).toEqual({
        data: { personal_access_token: null, secret: null, active: false, created_at: null },
      });
      const first = await keyCall('GET', '/v1/authorized/api_key', 'reader');
      expect(first.headers['cache-control']).toBe('no-store');
      const { personal_access_token: key, secret, active, created_at: createdAt } = first.json().data;
      expect(Buffer.from(key, 'base64url')).toHaveLength(32);
      expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
      expect(active).toBe(true);
      expect(Math.abs(createdAt - Date.now() / 1000)).toBeLessThan(60);
      for (const path of ['/v1/authorized/api_key', '/v1/authorized/api_key', '/v1/authorized/api_key/status']) {
        const again = await keyCall('GET', path, 'reader');
        expect(again.headers['cache-control']).toBe('private, no-store');
        expect(again.json()).toEqual({ data: { personal_access_token: null, secret: null, active: true, created_at: createdAt } });
      }
      expect((await check(key)).statusCode).toBe(200);
      expect((await explorer(key)).statusCode).toBe(200);
    });

    it('of two concurrent first GETs, one shows the new key and the other that it exists', async () => {
      const answers = await Promise.all([keyCall('GET', '/v1/authorized/api_key', 'racer'), keyCall('GET', '/v1/authorized/api_key', 'racer')]);
      const keys = answers.map((answer) => answer.json().data.personal_access_token as string | null);
      expect(keys.filter((key) => key !== null)).toHaveLength(1);
      expect(answers.map((answer) => answer.json().data.active)).toEqual([true, true]);
    });

    it('the rotation makes the previous key fail pat/check and the APIs at once; one key stays active', async () => {
      const first = await newKey('rotator');
      expect((await explorer(first)).statusCode).toBe(200);
      const second = await newKey('rotator');
      expect((await check(first)).statusCode).toBe(401);
      expect((await check(first)).json().error.code).toBe('Unauthorized');
      const refused = await explorer(first);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error).toEqual({
        code: 'Unauthorized',
        kind: 'Auth',
        field: 'headers/x-api-key',
        message: 'the API key is unknown or was revoked; create a new one',
      });
      expect((await check(second)).statusCode).toBe(200);
      expect((await explorer(second)).statusCode).toBe(200);
      const active = await database.db
        .selectFrom('api_keys')
        .innerJoin('users', 'users.id', 'api_keys.user_id')
        .select('api_keys.id')
        .where('users.subject', '=', 'rotator')
        .where('api_keys.revoked_at', 'is', null)
        .execute();
      expect(active).toHaveLength(1);
      expect((await keyCall('GET', '/v1/authorized/api_key/status', 'rotator')).json().data.active).toBe(true);
    });

    it('refuses a key that was never issued and a malformed header', async () => {
      expect((await check('A'.repeat(43))).statusCode).toBe(401);
      expect((await explorer('A'.repeat(43))).statusCode).toBe(401);
      expect((await explorer('not a key')).json().error.code).toBe('Unauthorized');
    });
  });
});

describe('the per-key rate limit', () => {
  let issuer: TestIssuer;
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ issuer, app, close } = await startSignInServer('pglite', {}, { rateLimit: { max: 2, timeWindowMs: 60_000, perKeyMax: 5 } }));
  });
  afterAll(() => close?.());

  it('raises the per-address limit to the per-key one for a valid key; a revoked key is 401', async () => {
    const token = await issuer.sign({ sub: 'heavy-user' });
    const keyFor = async (path: string, remoteAddress: string) =>
      (
        await app.inject({
          method: path.endsWith('/rotate') ? 'POST' : 'GET',
          url: `${REGISTRY_PREFIX}${path}`,
          headers: { authorization: `Bearer ${token}` },
          remoteAddress,
        })
      ).json().data.personal_access_token as string;
    const key = await keyFor('/v1/authorized/api_key', '10.1.0.1');
    const time = (remoteAddress: string, apiKey?: string) =>
      app.inject({ method: 'GET', url: '/api/explorer/v1/time', remoteAddress, headers: apiKey ? { 'x-api-key': apiKey } : {} });

    const anonymous = [];
    for (let index = 0; index < 3; index++) anonymous.push((await time('10.0.0.1')).statusCode);
    expect(anonymous).toEqual([200, 200, 429]);

    const keyed = [];
    for (let index = 0; index < 6; index++) keyed.push((await time('10.0.0.1', key)).statusCode);
    expect(keyed).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await time('10.0.0.1', key)).json().error.message).toContain('per API key');

    await keyFor('/v1/authorized/api_key/rotate', '10.1.0.2');
    expect((await time('10.0.0.9', key)).statusCode).toBe(401);
  });
});
