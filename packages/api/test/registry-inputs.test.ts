import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '@tvmscan/store/testing';
import { REGISTRY_PREFIX } from '../src/index.js';
import { REGISTRY_ROUTES } from '../src/schemas/registry-routes.js';
import { startSignInServer, type SignInServer } from './support/sign-in-server.js';

/** Every call on the list of its path. */
const LIST_ROUTES = Object.keys(REGISTRY_ROUTES).filter((route) => route.includes('/:id'));
const ROOT = `0:${'d'.repeat(64)}`;
/** Bodies the calls on a list take, so that only the list id is wrong. */
const LIST_BODIES: Record<string, object> = {
  'DELETE /v1/authorized/token_lists/:id': { name: 'Inputs' },
  'POST /v1/authorized/token_lists/:id/tokens': { root_addresses: [ROOT] },
  'DELETE /v1/authorized/token_lists/:id/tokens': { root_addresses: [ROOT] },
  'PUT /v1/authorized/token_lists/:id/tokens/ordering': { root_addresses: [ROOT] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals': { tokens: [ROOT] },
  'POST /v1/authorized/token_lists/:id/tokens_proposals/approve': { approve: true, root_addresses: [ROOT] },
  'POST /v1/authorized/token_lists/:id/managers': { emails: ['m@example.com'] },
  'DELETE /v1/authorized/token_lists/:id/managers': { emails: ['m@example.com'] },
};

describe.each(testDatabaseKinds())('the registry refuses what its database cannot hold with a 400 naming the field (%s)', (kind) => {
  let server: SignInServer;
  let token: string;
  let listId: number;

  beforeAll(async () => {
    server = await startSignInServer(kind);
    token = await server.issuer.sign({ sub: 'owner-1', email: 'owner@example.com' });
    const created = await call('POST', '/v1/authorized/token_lists', {
      url: 'inputs',
      name: 'Inputs',
      asset_logo: 'https://example.com/a.svg',
      is_public: true,
      verified: false,
    });
    listId = created.json().data.token_list.id;
  });
  afterAll(() => server?.close());

  const call = (method: string, path: string, body?: object) =>
    server.app.inject({
      method: method as 'GET',
      url: `${REGISTRY_PREFIX}${path}`,
      headers: { authorization: `Bearer ${token}` },
      ...(body === undefined ? {} : { payload: body }),
    });

  const expectRefusal = async (answer: Awaited<ReturnType<typeof call>>, message: string | RegExp, errorKind: string, what = '') => {
    expect(answer.statusCode, answer.body).toBe(400);
    const { error } = answer.json() as { error: { code: string; kind: string; message: string } };
    expect(error, what).toEqual({ code: 'BadRequest', kind: errorKind, message: expect.stringMatching(message) });
  };

  it.each(['2147483648', '4294967296', '9999999999'])('a list id of %s, beyond the 32-bit key, on every call on a list', async (id) => {
    for (const route of LIST_ROUTES) {
      const [method, path] = route.split(' ') as [string, string];
      const body = method === 'GET' ? undefined : (LIST_BODIES[route] ?? {});
      const answer = await call(method, path.replace(':id', id).replace(':address', ROOT), body);
      await expectRefusal(answer, /^params\/id must be <= 2147483647$/, 'maximum', route);
    }
    expect((await call('GET', '/v1/info/token_lists/2147483647')).statusCode).toBe(404);
    expect((await call('GET', `/v1/info/token_lists/${listId}`)).statusCode).toBe(200);
  });

  it.each(['%00', 'a%00b', '%00/manifest.json'])('a NUL in a list url: by_url/%s', async (url) => {
    await expectRefusal(await call('GET', `/v1/info/token_lists/by_url/${url}`), /^params\/url must not contain a NUL character/, 'Error');
  });

  it.each([
    ['POST /v1/info/token_lists/list', { name: '\u0000' }, 'body/name'],
    ['POST /v1/info/token_lists/count', { name: 'x\u0000' }, 'body/name'],
    ['POST /v1/authorized/token_lists/list', { name: '\u0000', only_my: true }, 'body/name'],
    ['POST /v1/authorized/token_lists/count', { name: '\ud800' }, 'body/name'],
    [
      'POST /v1/authorized/token_lists',
      { url: 'nulls', name: 'a\u0000', asset_logo: 'https://e.example/a.svg', is_public: true, verified: false },
      'body/name',
    ],
    [
      'POST /v1/authorized/token_lists',
      { url: 'nulls', name: 'N', description: '\udc00', asset_logo: 'https://e.example/a.svg', is_public: true, verified: false },
      'body/description',
    ],
    ['PUT /v1/authorized/token_lists/:id', { name: '\u0000' }, 'body/name'],
    ['POST /v1/authorized/token_lists/:id/managers', { emails: ['a\u0000@example.com'] }, 'body/emails/0'],
    ['POST /v1/info/token_lists/:id/tokens_proposals', { root_address: '\u0000' }, 'body/root_address'],
    ['POST /v1/pat/check', { personal_access_token: '\u0000' }, 'body/personal_access_token'],
  ] as const)('%s with text PostgreSQL cannot store (%j)', async (route, body, field) => {
    const [method, path] = route.split(' ') as [string, string];
    await expectRefusal(
      await call(method, path.replace(':id', String(listId)), body),
      new RegExp(`^${field} must not contain a NUL character or an unpaired surrogate$`),
      'Error',
    );
  });

  it('keeps text with a surrogate pair (an emoji) as it is', async () => {
    const answer = await call('POST', '/v1/info/token_lists/count', { name: '\ud83d\ude00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { total_count: 0 } });
  });
});
