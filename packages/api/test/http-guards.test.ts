import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '@tvmscan/store/testing';
import { HUMO, type AccountStateResponse } from '../src/index.js';
import { API, apiClient } from './api-client.js';
import { buildCheckedServer } from './support/openapi-responses.js';

const HASH = 'ab'.repeat(32);
const ADDRESS = `0:${'cd'.repeat(32)}`;

describe('the explorer API guards its input and its host', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const { post, get } = apiClient(() => app);

  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildCheckedServer({ database, rateLimit: false });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  async function expectBadRequest(path: string, body: unknown, field: string): Promise<void> {
    const response = await post(path, body);
    expect(response.statusCode, `${path} ${JSON.stringify(body)}: ${response.body}`).toBe(400);
    const { error } = response.json() as { error: { code: string; kind: string; message: string } };
    expect(error.code).toBe('BadRequest');
    expect(error.message, JSON.stringify(body)).toContain(`body/${field}`);
    expect(typeof error.kind).toBe('string');
  }

  it('answers unknown fields, wrong types and out-of-range values with 400 naming the field', async () => {
    await expectBadRequest('/transactions/list', { limit: 20, colour: 'red' }, 'colour');
    await expectBadRequest('/transactions/list', { limit: '20' }, 'limit');
    await expectBadRequest('/transactions/list', { limit: 101 }, 'limit');
    await expectBadRequest('/transactions/list', { limit: 0 }, 'limit');
    await expectBadRequest('/transactions/list', { timeGe: 1.5 }, 'timeGe');
    await expectBadRequest('/transactions/list', { txTypes: ['Ordinary', 'Coffee'] }, 'txTypes/1');
    await expectBadRequest('/transactions/list', { balanceChangeGe: 5.5 }, 'balanceChangeGe');
    await expectBadRequest('/transactions/list', { balanceChangeGe: 2 ** 53 }, 'balanceChangeGe');
    await expectBadRequest('/transactions/list', { ordering: { by: 'transactionTime', order: 'UP' } }, 'ordering/order');
    await expectBadRequest('/transactions/list', { ordering: { by: 'transactionTime', order: 'ASC', extra: 1 } }, 'ordering/extra');
    await expectBadRequest('/accounts/list', { offset: 10_001 }, 'offset');
    await expectBadRequest('/messages/list', { isOut: 'yes' }, 'isOut');
    await expectBadRequest('/messages/count', { messageValueLe: '1e9' }, 'messageValueLe');
    await expectBadRequest('/blocks/list', { direction: 'Sideways' }, 'direction');
    await expectBadRequest('/stats/transactions', { start_date: 1 }, 'end_date');
    await expectBadRequest('/stats/transactions', { start_date: 10, end_date: 5 }, 'end_date');
    await expectBadRequest('/stats/transactions', { start_date: 0, end_date: 4_000_000_000, timeframe: 'H1' }, 'start_date');
    await expectBadRequest('/stats/transactions_10m', { now: 1 }, 'now');
    await expectBadRequest('/search', { query: 'x'.repeat(201) }, 'query');
  });

  it('refuses malformed hashes, addresses, shards and cursors', async () => {
    await expectBadRequest('/transactions', { id: 'abc' }, 'id');
    await expectBadRequest('/transactions', { hash: `${HASH}0` }, 'hash');
    await expectBadRequest('/transactions', {}, 'id');
    await expectBadRequest('/transactions', { id: HASH, hash: HASH }, 'hash');
    await expectBadRequest('/messages', { id: 'zz'.repeat(32) }, 'id');
    await expectBadRequest('/blocks', { workchain: -1, seqno: 1 }, 'shard');
    await expectBadRequest('/blocks', { workchain: -1, shard: '80', seqno: 1 }, 'shard');
    await expectBadRequest('/blocks', { hash: HASH, seqno: 1 }, 'hash');
    await expectBadRequest('/blocks', { workchain: -1, shard: '8000000000000000', seqno: -1 }, 'seqno');
    await expectBadRequest('/accounts', { id: '0:1234' }, 'id');
    await expectBadRequest('/accounts', { id: 'EQnotafriendlyaddress' }, 'id');
    await expectBadRequest('/transactions/list', { includeAccounts: ['0:xyz'] }, 'includeAccounts/0');
    await expectBadRequest('/messages/list', { excludeDstAccounts: [`5000:${'a'.repeat(64)}`] }, 'excludeDstAccounts/0');
    await expectBadRequest('/transactions/list', { cursor: 'not-a-cursor' }, 'cursor');
    await expectBadRequest('/transactions/list', { cursor: Buffer.from('{"v":1,"k":"blocks:seqno","s":1,"d":[]}').toString('base64url') }, 'cursor');
    await expectBadRequest('/transactions/list', { direction: 'Prev' }, 'direction');
  });

  it("answers the store's input errors by their class: the field and why, a cursor's as kind Cursor", async () => {
    const cursor = (await post('/transactions/list', { cursor: 'not-a-cursor' })).json() as { error: { kind: string; message: string } };
    expect(cursor.error).toEqual({ code: 'BadRequest', kind: 'Cursor', field: 'body/cursor', message: 'body/cursor not a cursor of this API' });
    const direction = (await post('/transactions/list', { direction: 'Prev' })).json() as { error: { kind: string; message: string } };
    expect(direction.error).toEqual({ code: 'BadRequest', kind: 'Cursor', field: 'body/direction', message: 'body/direction Prev needs a cursor' });
  });

  it('caps filter arrays at 100 entries', async () => {
    const accounts = Array.from({ length: 101 }, (_, index) => `0:${index.toString(16).padStart(64, '0')}`);
    await expectBadRequest('/transactions/list', { includeAccounts: accounts }, 'includeAccounts');
    await expectBadRequest('/messages/count', { excludeSrcAccounts: accounts }, 'excludeSrcAccounts');
    expect((await post('/transactions/count', { includeAccounts: accounts.slice(0, 100) })).statusCode).toBe(200);
  });

  it('answers bodies that are not JSON objects with 4xx JSON errors', async () => {
    for (const payload of ['[]', 'null', '"text"', '{"limit":', '']) {
      const response = await app.inject({
        method: 'POST',
        url: `${API}/transactions/list`,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json().error.message, payload).toEqual(expect.any(String));
    }
    const text = await app.inject({ method: 'POST', url: `${API}/transactions/list`, payload: 'limit=5', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(text.json().error.code).toBe('BadRequest');
    const xml = await app.inject({
      method: 'POST',
      url: `${API}/transactions/list`,
      payload: '<a/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error.code).toBe('BadRequest');
    const huge = await post('/search', { query: 'x'.repeat(70 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error.message).toEqual(expect.any(String));
  });

  it('answers an empty index with empty lists, zero counts, an unknown account and 404s', async () => {
    expect((await post('/transactions/list', {})).json()).toEqual({
      data: { transactions: [], currentCursor: null, nextCursor: null, prevCursor: null },
    });
    expect((await post('/messages/count', {})).json()).toEqual({ data: { count: 0 } });
    expect((await post('/accounts', { id: ADDRESS })).json().data.account).toMatchObject({ address: ADDRESS, state: 'NonExist', balance: '0' });
    expect((await post('/accounts/state', { id: ADDRESS })).json()).toEqual({ data: { state: null } });
    expect((await post('/blocks/key-block-config')).statusCode).toBe(404);
    expect((await get('/elections/state')).json().data).toMatchObject({ status: null, current: null });
    expect((await get('/nowhere')).json()).toEqual({ error: { code: 'NotFound', kind: 'NotFound', message: `GET ${API}/nowhere not found` } });
    const wrongMethod = await post('/stats', {});
    expect(wrongMethod.statusCode).toBe(405);
    expect(wrongMethod.headers['allow']).toBe('GET');
    expect(wrongMethod.json()).toEqual({ error: { code: 'MethodNotAllowed', kind: 'Method', message: `POST ${API}/stats is not allowed; use GET` } });
    expect((await get('/transactions/list')).statusCode).toBe(405);
    const time = (await get('/time')).json().data.time;
    expect(Math.abs(time - Date.now() / 1000)).toBeLessThan(60);
  });

  it('reads /accounts/state through the state reader when one is given', async () => {
    const reader = await buildCheckedServer({
      database,
      rateLimit: false,
      stateReader: { getAccountState: async () => Promise.reject(new Error('node down')) },
    });
    try {
      const response = await reader.inject({ method: 'POST', url: `${API}/accounts/state`, payload: { id: ADDRESS } });
      expect(response.statusCode).toBe(503);
      expect(response.json().error.message).toContain('state source');
      const none = await buildCheckedServer({ database, rateLimit: false, stateReader: { getAccountState: async () => null } });
      const answer = await none.inject({ method: 'POST', url: `${API}/accounts/state`, payload: { id: ADDRESS } });
      expect(answer.json<{ data: AccountStateResponse }>().data).toEqual({ state: null });
      await none.close();
    } finally {
      await reader.close();
    }
  });

  it('limits requests per IP with 429 in the error body', async () => {
    const limited = await buildCheckedServer({ database, rateLimit: { max: 3, timeWindowMs: 60_000 } });
    try {
      const call = (ip: string) => limited.inject({ method: 'GET', url: `${API}/time`, remoteAddress: ip });
      const codes = [];
      for (let index = 0; index < 4; index++) codes.push((await call('10.0.0.1')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const refused = await call('10.0.0.1');
      expect(refused.json().error).toMatchObject({ code: 'TooManyRequests', message: expect.stringContaining('rate limit') });
      expect((await call('10.0.0.2')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('allows cross-origin calls only from the listed origins and sends security headers', async () => {
    const allowed = await buildCheckedServer({ database, rateLimit: false, corsOrigins: ['https://explorer.example'] });
    try {
      const call = (origin: string) => allowed.inject({ method: 'GET', url: `${API}/time`, headers: { origin } });
      expect((await call('https://explorer.example')).headers['access-control-allow-origin']).toBe('https://explorer.example');
      expect((await call('https://evil.example')).headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await allowed.inject({
        method: 'OPTIONS',
        url: `${API}/transactions/list`,
        headers: { origin: 'https://explorer.example', 'access-control-request-method': 'POST' },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    } finally {
      await allowed.close();
    }
    const response = await get('/time', { origin: 'https://explorer.example' });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('lets the web app reach the sign-in provider of /config.json, and no other plain-http origin', async () => {
    const signIn = { authority: 'http://127.0.0.1:8082', clientId: 'tvmscan-web', redirectUri: '/auth/callback' };
    const withSignIn = await buildCheckedServer({ database, rateLimit: false, network: { ...HUMO, signIn } });
    try {
      const policy = String((await withSignIn.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy']);
      expect(policy).toMatch(/connect-src 'self' https: http:\/\/127\.0\.0\.1:8082(;|$)/);
    } finally {
      await withSignIn.close();
    }
    expect(String((await get('/time')).headers['content-security-policy'])).toMatch(/connect-src 'self' https:(;|$)/);
  });

  it("lets the web app reach the devnet's local wallet endpoints of /config.json and compile its WebAssembly", async () => {
    const localWallet = { endpoint: 'http://127.0.0.1:8081/rpc', giver: 'http://127.0.0.1:8081/giver' };
    const withWallet = await buildCheckedServer({ database, rateLimit: false, network: { ...HUMO, localWallet } });
    try {
      const policy = String((await withWallet.inject({ method: 'GET', url: '/config.json' })).headers['content-security-policy']);
      expect(policy).toMatch(/connect-src 'self' https: http:\/\/127\.0\.0\.1:8081(;|$)/);
      expect(policy).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    } finally {
      await withWallet.close();
    }
  });

  it('takes the client address from X-Forwarded-For only when trustProxy says so', async () => {
    const trusting = await buildCheckedServer({ database, rateLimit: { max: 1, timeWindowMs: 60_000 }, trustProxy: 1 });
    try {
      const call = (forwarded: string) =>
        trusting.inject({ method: 'GET', url: `${API}/time`, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': forwarded } });
      expect((await call('198.51.100.1')).statusCode).toBe(200);
      expect((await call('198.51.100.2')).statusCode).toBe(200);
      expect((await call('198.51.100.1')).statusCode).toBe(429);
    } finally {
      await trusting.close();
    }
  });

  it('serves the OpenAPI document and its page', async () => {
    const json = await app.inject({ method: 'GET', url: '/api/explorer/docs/json' });
    const document = json.json() as {
      paths: Record<string, unknown>;
      components: { schemas: { Error: { properties: { error: { properties: object } } } } };
    };
    for (const path of ['/transactions/list', '/messages/tree', '/blocks/key-block-config', '/elections/state', '/convert_address']) {
      expect(Object.keys(document.paths)).toContain(`${API}${path}`);
    }
    const errors = document.components.schemas.Error;
    expect(Object.keys(errors.properties.error.properties)).toEqual(['code', 'kind', 'field', 'message', 'requestId']);
    const list = (document.paths[`${API}/transactions/list`] as { post: { responses: Record<string, { description: string; headers: object }> } })
      .post;
    expect(list.responses['4XX']!.description).toContain('415');
    expect(list.responses['5XX']!.description).toContain('request id');
    for (const status of ['200', '4XX', '5XX']) expect(list.responses[status]!.headers).toHaveProperty('x-request-id');
    const page = await app.inject({ method: 'GET', url: '/api/explorer/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger');
  });

  it('serves /config.json of the network it was given', async () => {
    expect((await app.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({ id: 'everscale', networkId: 42, tokenSymbol: 'EVER' });
    const humo = await buildCheckedServer({ database, network: HUMO });
    try {
      expect((await humo.inject({ method: 'GET', url: '/config.json' })).json()).toMatchObject({
        id: 'humo',
        footer: null,
        switches: { language: false, theme: false },
      });
    } finally {
      await humo.close();
    }
  });

  it('serves the web build with index.html for app routes, while missing files and unknown API paths are JSON 404s', async () => {
    const root = await mkdtemp(join(tmpdir(), 'tvmscan-web-'));
    await mkdir(join(root, 'assets'));
    await writeFile(join(root, 'index.html'), '<!doctype html><title>tvmscan</title>');
    await writeFile(join(root, 'assets', 'app-1234.js'), 'console.log(1)');
    const web = await buildCheckedServer({ database, rateLimit: false, webRoot: root });
    try {
      const index = await web.inject({ method: 'GET', url: '/' });
      expect(index.body).toContain('<title>tvmscan</title>');
      const route = await web.inject({ method: 'GET', url: '/transactions/abc' });
      expect(route.statusCode).toBe(200);
      expect(route.body).toContain('<title>tvmscan</title>');
      const asset = await web.inject({ method: 'GET', url: '/assets/app-1234.js' });
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A tab of an older build asking for a chunk that is gone gets a 404, not index.html served as script.
      for (const missing of ['/assets/app-0000.js', '/assets/gone', '/favicon.png']) {
        const answer = await web.inject({ method: 'GET', url: missing });
        expect(answer.statusCode, missing).toBe(404);
        expect(answer.json().error.code).toBe('NotFound');
      }
      expect((await web.inject({ method: 'GET', url: `/blocks/-1/8000000000000000/5?tab=transactions` })).body).toContain('<title>tvmscan</title>');
      const api = await web.inject({ method: 'GET', url: `${API}/nowhere` });
      expect(api.statusCode).toBe(404);
      expect(api.json().error.code).toBe('NotFound');
      expect((await web.inject({ method: 'GET', url: '/config.json' })).json().id).toBe('everscale');
    } finally {
      await web.close();
      await rm(root, { recursive: true });
    }
  });
});
